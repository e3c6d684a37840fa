import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { member, organization } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { isOwner } from "../../../shared/org-roles.ts";
import type { AccountDeletionPlan, StudioRef } from "../../../shared/account-data.ts";
import { recordAdminAction } from "../admin/audit-log.ts";
import { cancelOwnerSubscriptions } from "../billing/owner-closure.ts";
import type { ClosureDeps } from "../erasure/closure-deps.ts";
import { eraseStudio } from "../erasure/erase-studio-records.ts";
import { eraseUserRecords, type ErasedPerson } from "../erasure/erase-user-records.ts";
import { newPseudonym } from "../erasure/pseudonyms.ts";

/**
 * What deleting the account does to each of the user's studios: a studio where they are the only owner
 * and others remain blocks it (transfer or delete it first); a studio where they are the only member is
 * deleted with the account; from any other they simply leave.
 */
export async function planAccountDeletion(db: Db | Tx, userId: string): Promise<AccountDeletionPlan> {
  const mine = await db
    .select({ organizationId: member.organizationId, name: organization.name, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(organization.name);
  const everyone = mine.length
    ? await db
        .select({ organizationId: member.organizationId, role: member.role })
        .from(member)
        .where(
          inArray(
            member.organizationId,
            mine.map((m) => m.organizationId),
          ),
        )
    : [];
  const plan: AccountDeletionPlan = { blockingStudios: [], studiosDeleted: [], studiosLeft: [] };
  for (const studio of mine) {
    const members = everyone.filter((m) => m.organizationId === studio.organizationId);
    const ref: StudioRef = { id: studio.organizationId, name: studio.name };
    if (members.length === 1) plan.studiosDeleted.push(ref);
    else if (isOwner(studio.role) && members.filter((m) => isOwner(m.role)).length === 1)
      plan.blockingStudios.push(ref);
    else plan.studiosLeft.push(ref);
  }
  return plan;
}

/** The refusal, naming the studios, in the words the account page shows. */
export function blockedDeletionMessage(blocking: StudioRef[]): string {
  const names = blocking.map((s) => s.name);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  const which = names.length === 1 ? "a studio that has" : "studios that have";
  return `You are the only owner of ${list}, ${which} other members. Make another member an owner, or delete ${names.length === 1 ? "the studio" : "those studios"}, before deleting your account.`;
}

/** Refuses (409) while a studio blocks the deletion; otherwise returns the plan. */
export async function assertAccountDeletable(db: Db | Tx, userId: string): Promise<AccountDeletionPlan> {
  const plan = await planAccountDeletion(db, userId);
  if (plan.blockingStudios.length > 0)
    throw new AppError("conflict", blockedDeletionMessage(plan.blockingStudios), {
      details: { blockingStudios: plan.blockingStudios },
    });
  return plan;
}

/** Cancels at the provider, now, the personal subscription and those of the studios deleted along. */
export async function cancelAccountSubscriptions(deps: ClosureDeps, userId: string, plan: AccountDeletionPlan) {
  await cancelOwnerSubscriptions(deps, { kind: "user", id: userId });
  for (const studio of plan.studiosDeleted)
    await cancelOwnerSubscriptions(deps, { kind: "organization", id: studio.id });
}

export interface EraseAccountOptions {
  /** Who asked: the person (their own deletion) or a site admin (kept in the admin audit trail). */
  initiatedBy: "self" | "admin";
}

/**
 * Everything an account deletion does before the user row itself goes (better-auth deletes it, with its
 * sessions, right after — in its own store too when sessions are also kept in Redis): cancels the
 * subscriptions at the provider, then in one transaction — with the plan checked again, so a member who
 * joined meanwhile is never deleted along — deletes the one-member studios, revokes every key and points
 * the accounting records to a pseudonym (decision 018).
 */
export async function eraseAccount(
  deps: ClosureDeps,
  person: ErasedPerson,
  options: EraseAccountOptions,
): Promise<{ pseudonym: string; studiosDeleted: StudioRef[] }> {
  const plan = await assertAccountDeletable(deps.db, person.id);
  await cancelAccountSubscriptions(deps, person.id, plan);
  const pseudonym = newPseudonym();
  await deps.db.transaction(async (tx) => {
    const now = await assertAccountDeletable(tx, person.id);
    const cancelled = new Set(plan.studiosDeleted.map((s) => s.id));
    if (now.studiosDeleted.some((s) => !cancelled.has(s.id)))
      throw new AppError("conflict", "Your studios changed while deleting the account. Please try again.");
    for (const studio of now.studiosDeleted) await eraseStudio(tx, studio.id, person.id);
    await eraseUserRecords(tx, person, pseudonym, { keepAdminAuditIdentity: options.initiatedBy === "admin" });
    if (options.initiatedBy === "self") {
      await recordAdminAction(tx, {
        actorId: pseudonym,
        actorEmail: "deleted account",
        action: "user.self_delete",
        targetUserId: pseudonym,
        details: { studiosDeleted: now.studiosDeleted.length },
      });
    }
  });
  deps.logger.info("account erased", { pseudonym, initiatedBy: options.initiatedBy });
  return { pseudonym, studiosDeleted: plan.studiosDeleted };
}
