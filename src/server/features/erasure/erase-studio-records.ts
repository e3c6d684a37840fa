import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import {
  apiKey,
  creditPool,
  invitation,
  organization,
  organizationAuditEvent,
  session,
} from "../../db/schema/index.ts";
import { pseudonymiseOwnerBilling } from "../billing/owner-closure.ts";
import { recordAuditEvent } from "../organizations/audit-log.ts";
import { newPseudonym, recordErasedSubject } from "./pseudonyms.ts";

/**
 * Deletes a studio inside the caller's transaction (decision 018): every studio key is revoked (the
 * commit tells every instance), pending invitations go, and the records kept for accounting — the
 * studio's pool and ledger lines, its billing history, its audit trail (ending with who deleted it) —
 * are pointed to a pseudonym. Deleting the organization row then takes members, teams, invitations,
 * keys and the logo with it. Sessions that had it active fall back to personal.
 */
export async function eraseStudio(tx: Tx, organizationId: string, actorUserId: string | null): Promise<string> {
  const pseudonym = newPseudonym();
  await recordErasedSubject(tx, pseudonym, "organization");
  await tx
    .update(apiKey)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKey.organizationId, organizationId), isNull(apiKey.revokedAt)));
  await tx.delete(invitation).where(eq(invitation.organizationId, organizationId));
  await recordAuditEvent(tx, { organizationId, actorUserId, action: "studio.deleted" });

  await tx.update(creditPool).set({ organizationId: pseudonym }).where(eq(creditPool.organizationId, organizationId));
  await pseudonymiseOwnerBilling(tx, { kind: "organization", id: organizationId }, pseudonym);
  await tx
    .update(organizationAuditEvent)
    .set({ organizationId: pseudonym })
    .where(eq(organizationAuditEvent.organizationId, organizationId));

  await tx.update(session).set({ activeOrganizationId: null }).where(eq(session.activeOrganizationId, organizationId));
  await tx.delete(organization).where(eq(organization.id, organizationId));
  return pseudonym;
}
