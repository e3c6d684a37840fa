import type { Db } from "../../db/client.ts";
import type { AccountDetails } from "../../../shared/account.ts";
import { findPlan } from "../../../shared/plans.ts";
import { getPersonalPool } from "../credits/pools.ts";

/**
 * The personal subscription card's numbers: usage from the personal credit pool; plan and status
 * default to 'Free' and 'Inactive' while the user has no paid subscription (spec §9).
 */
export async function getSubscriptionSummary(db: Db, userId: string): Promise<AccountDetails["subscription"]> {
  const pool = await getPersonalPool(db, userId);
  return {
    tokensUsed: pool.used,
    totalTokens: pool.total,
    subscriptionPlan: findPlan(pool.planId)?.name ?? "Free",
    status: "Inactive",
    nextBillingDate: null,
  };
}
