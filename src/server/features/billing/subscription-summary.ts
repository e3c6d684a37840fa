import type { Db } from "../../db/client.ts";
import { isEntitling, NO_SUBSCRIPTION_STATUS, type SubscriptionSummary } from "../../../shared/billing.ts";
import { findPlan } from "../../../shared/plans.ts";
import { getPersonalPool, type CreditPool } from "../credits/pools.ts";
import { listOwnerSubscriptions, pickDisplayedSubscription, type StoredSubscription } from "./subscription-state.ts";

/**
 * The personal subscription card (docs/product.md#screens, docs/product.md#entities): usage from the personal credit pool, plan and status
 * from the subscription as last synced — 'Free' and 'Inactive' for someone who never subscribed. The
 * next billing date is the end of the paid period, unless the plan is set to cancel then.
 */
export async function getSubscriptionSummary(db: Db, userId: string): Promise<SubscriptionSummary> {
  const [pool, subscriptions] = await Promise.all([
    getPersonalPool(db, userId),
    listOwnerSubscriptions(db, { kind: "user", id: userId }),
  ]);
  return summarizeSubscription(pool, pickDisplayedSubscription(subscriptions));
}

type DisplayedSubscription = Pick<
  StoredSubscription,
  "status" | "currentPeriodStart" | "currentPeriodEnd" | "cancelAtPeriodEnd"
>;

/** The card's numbers from the personal pool (current cycle) and the subscription to show, if any. */
export function summarizeSubscription(
  pool: Pick<CreditPool, "used" | "total" | "planId">,
  shown: DisplayedSubscription | null,
): SubscriptionSummary {
  const paidPeriod = paidPeriodOf(shown);
  return {
    tokensUsed: pool.used,
    totalTokens: pool.total,
    subscriptionPlan: findPlan(pool.planId)?.name ?? "Free",
    status: shown?.status ?? NO_SUBSCRIPTION_STATUS,
    nextBillingDate: paidPeriod && !paidPeriod.cancelAtPeriodEnd ? paidPeriod.end : null,
    ...(paidPeriod ? { paidPeriod } : {}),
  };
}

/** The paid period of an entitling subscription, as shown to people; null otherwise. */
export function paidPeriodOf(subscription: DisplayedSubscription | null) {
  if (!subscription || !isEntitling(subscription.status)) return null;
  return {
    start: subscription.currentPeriodStart.toISOString(),
    end: subscription.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}
