import { and, eq, ne } from "drizzle-orm";
import { member, organization, user } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { studioDeletedEmail } from "../../mail/account-templates.ts";
import { cancelOwnerSubscriptions } from "../billing/owner-closure.ts";
import { sendNotice, type ClosureDeps } from "../erasure/closure-deps.ts";
import { eraseStudio } from "../erasure/erase-studio-records.ts";
import { STUDIO_NOT_FOUND } from "../../../shared/studio-rules.ts";

export interface StudioDeletionActor {
  userId: string;
  /** How the members' e-mail names them: their name, else their e-mail. */
  displayName: string;
}

/**
 * Deletes a studio (decision 018), whoever asks: better-auth's organization delete endpoint (its hook),
 * an account deletion taking its one-member studios along, and the studio settings. The caller has
 * checked the permission. First the subscription is cancelled at the provider (a failure stops here,
 * nothing deleted), then one transaction revokes the keys, removes invitations and members, keeps the
 * accounting records under a pseudonym and deletes the studio; then the other members are told.
 */
export async function deleteStudio(
  deps: ClosureDeps,
  organizationId: string,
  actor: StudioDeletionActor,
): Promise<{ pseudonym: string }> {
  const [studio] = await deps.db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  if (!studio) throw new AppError("not_found", STUDIO_NOT_FOUND);

  await cancelOwnerSubscriptions(deps, { kind: "organization", id: organizationId });
  const others = await deps.db
    .select({ email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), ne(member.userId, actor.userId)));
  const pseudonym = await deps.db.transaction((tx) => eraseStudio(tx, organizationId, actor.userId));

  deps.logger.info("studio deleted", { organizationId, pseudonym, by: actor.userId });
  for (const { email } of others) await sendNotice(deps, studioDeletedEmail(email, studio.name, actor.displayName));
  return { pseudonym };
}
