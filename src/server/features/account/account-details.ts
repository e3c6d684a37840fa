import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { account, member, user } from "../../db/schema/index.ts";
import type { AccountDetails } from "../../../shared/account.ts";
import { findKeyPresence } from "../api-keys/key-presence.ts";
import { getSubscriptionSummary } from "../billing/subscription-summary.ts";

/** Account details of spec §3 for the signed-in user, optionally in the context of one of their studios. */
export async function getAccountDetails(db: Db, userId: string, activeOrgId: string | undefined): Promise<AccountDetails> {
  const organizationId = activeOrgId ? await membershipOrNull(db, userId, activeOrgId) : null;
  const [security, keys, subscription] = await Promise.all([
    findSecurityState(db, userId),
    findKeyPresence(db, userId, organizationId),
    getSubscriptionSummary(db, userId),
  ]);
  return { ...keys, ...security, subscription };
}

async function membershipOrNull(db: Db, userId: string, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: member.organizationId })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)));
  return row?.id ?? null;
}

export async function findSecurityState(db: Db, userId: string) {
  const [row] = await db.select({ twoFactorEnabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  const credentials = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential"), isNotNull(account.password)));
  return { hasPasswordCredential: credentials.length > 0, isTwoFactorEnabled: row?.twoFactorEnabled ?? false };
}
