import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { creditPool } from "../../db/schema/index.ts";
import { FREE_PLAN_ID } from "../../../shared/plans.ts";
import { addMonths } from "../credits/cycle.ts";
import { creditsForPlan, getPersonalPool, getStudioPool, type CreditPool } from "../credits/pools.ts";
import type { BillingOwner } from "./billing-provider.ts";
import { listOwnerSubscriptions, pickEntitlingSubscription } from "./subscription-state.ts";

/** What the owner's subscriptions entitle them to: a paid plan for a provider period, or nothing. */
export type Entitlement = { planId: string; periodStart: Date; periodEnd: Date } | null;

export type PoolChange = Partial<
  Pick<CreditPool, "planId" | "total" | "used" | "sharedUsed" | "cycleStart" | "cycleEnd" | "notifiedThresholds">
>;

const sameTime = (a: Date, b: Date) => a.getTime() === b.getTime();

/**
 * The credit-cycle rules (docs/credits.md#cycles, decision 007), as a pure function of the pool and the
 * entitlement, so applying the same provider state twice changes nothing (duplicate and out-of-order events
 * converge):
 *  - a paid period the pool is not on yet (first subscription, renewal) starts a fresh cycle with the
 *    plan's credits — the cycle is the provider's period;
 *  - a plan change inside the same period (upgrade) applies the new allowance at once, keeping usage;
 *  - no entitlement any more (canceled at period end, unpaid, expired) falls back to Free for a
 *    person or to zero credits for a studio, on a fresh monthly cycle from now.
 * Returns null when the pool already matches.
 */
export function planPoolChange(
  pool: CreditPool,
  owner: BillingOwner["kind"],
  entitlement: Entitlement,
  now: Date,
): PoolChange | null {
  if (!entitlement) {
    const fallbackTotal = creditsForPlan(FREE_PLAN_ID, owner);
    if (pool.planId === FREE_PLAN_ID && pool.total === fallbackTotal) return null;
    return { planId: FREE_PLAN_ID, total: fallbackTotal, ...freshCycle(now, addMonths(now, 1)) };
  }
  const total = creditsForPlan(entitlement.planId, owner);
  const change: PoolChange = {};
  if (!sameTime(pool.cycleStart, entitlement.periodStart)) {
    Object.assign(change, freshCycle(entitlement.periodStart, entitlement.periodEnd));
  } else if (!sameTime(pool.cycleEnd, entitlement.periodEnd)) {
    change.cycleEnd = entitlement.periodEnd;
  }
  if (pool.planId !== entitlement.planId) change.planId = entitlement.planId;
  if (pool.total !== total) change.total = total;
  return Object.keys(change).length > 0 ? change : null;
}

function freshCycle(start: Date, end: Date): PoolChange {
  return { cycleStart: start, cycleEnd: end, used: 0, sharedUsed: 0, notifiedThresholds: [] };
}

/** Re-derives the owner's pool from their stored subscriptions, inside the caller's transaction. */
export async function applyOwnerEntitlement(tx: Tx, owner: BillingOwner, now: Date): Promise<CreditPool> {
  const pool =
    owner.kind === "user" ? await getPersonalPool(tx, owner.id, now) : await getStudioPool(tx, owner.id, now);
  // Row lock: a debit committing at the same moment is ordered before or after, never interleaved.
  const [locked] = await tx.select().from(creditPool).where(eq(creditPool.id, pool.id)).for("update");
  const current = locked ?? pool;
  const subscription = pickEntitlingSubscription(await listOwnerSubscriptions(tx, owner));
  const entitlement: Entitlement = subscription
    ? {
        planId: subscription.planId,
        periodStart: subscription.currentPeriodStart,
        periodEnd: subscription.currentPeriodEnd,
      }
    : null;
  const change = planPoolChange(current, owner.kind, entitlement, now);
  if (!change) return current;
  const { notifiedThresholds, ...rest } = change;
  const [updated] = await tx
    .update(creditPool)
    .set({ ...rest, ...(notifiedThresholds ? { notifiedThresholds: sql`'{}'::integer[]` } : {}), updatedAt: now })
    .where(eq(creditPool.id, current.id))
    .returning();
  return updated ?? current;
}
