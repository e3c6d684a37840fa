import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import {
  adminAuditLog,
  apiKey,
  creditPool,
  invitation,
  organizationAuditEvent,
  usageEvent,
  usedTotpCode,
  verification,
} from "../../db/schema/index.ts";
import { pseudonymiseOwnerBilling } from "../billing/owner-closure.ts";
import { recordErasedSubject } from "./pseudonyms.ts";

export interface ErasedPerson {
  id: string;
  email: string;
}

/**
 * Everything about a person that is not deleted with their user row, inside the caller's transaction
 * (decision 018). Their keys are revoked first: the commit tells every instance, so a key is refused
 * everywhere from then on. The records kept for accounting — ledger lines and the personal pool,
 * billing history, audit entries — are pointed to the pseudonym; the rest is removed: invitations
 * addressed to them, their pending tokens (reset, deletion, sign-in challenges), used 2FA codes.
 * What cascades from the user row (sessions, passwords, 2FA secrets, keys, memberships, avatar) goes
 * when better-auth deletes it right after.
 *
 * `keepAdminAuditIdentity`: an admin's deletion keeps the admin audit trail's snapshot of whom they
 * deleted (the trail exists to hold admins to account; admin.ts schema); a person's own erasure does not.
 */
export async function eraseUserRecords(
  tx: Tx,
  person: ErasedPerson,
  pseudonym: string,
  options: { keepAdminAuditIdentity: boolean },
): Promise<void> {
  await recordErasedSubject(tx, pseudonym, "user");
  await tx
    .update(apiKey)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKey.userId, person.id), isNull(apiKey.revokedAt)));

  await tx.update(usageEvent).set({ userId: pseudonym }).where(eq(usageEvent.userId, person.id));
  await tx.update(creditPool).set({ userId: pseudonym }).where(eq(creditPool.userId, person.id));
  await pseudonymiseOwnerBilling(tx, { kind: "user", id: person.id }, pseudonym);

  await tx
    .update(organizationAuditEvent)
    .set({ actorUserId: pseudonym })
    .where(eq(organizationAuditEvent.actorUserId, person.id));
  await tx
    .update(organizationAuditEvent)
    .set({ targetUserId: pseudonym, targetEmail: null })
    .where(eq(organizationAuditEvent.targetUserId, person.id));
  await tx
    .update(organizationAuditEvent)
    .set({ targetEmail: null })
    .where(sql`lower(${organizationAuditEvent.targetEmail}) = ${person.email.toLowerCase()}`);
  if (!options.keepAdminAuditIdentity) {
    await tx
      .update(adminAuditLog)
      .set({ targetUserId: pseudonym, targetEmail: null })
      .where(eq(adminAuditLog.targetUserId, person.id));
    await tx
      .update(adminAuditLog)
      .set({ actorId: pseudonym, actorEmail: "deleted account" })
      .where(eq(adminAuditLog.actorId, person.id));
  }

  await tx.delete(invitation).where(sql`lower(${invitation.email}) = ${person.email.toLowerCase()}`);
  await tx.delete(verification).where(eq(verification.value, person.id));
  await tx.delete(usedTotpCode).where(eq(usedTotpCode.userId, person.id));
}
