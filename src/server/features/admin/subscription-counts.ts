import { count, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditPool } from "../../db/schema/index.ts";
import { findPlan, plans } from "../../../shared/plans.ts";

/**
 * Paid plans in force, by plan. A pool's plan is what billing entitles its owner to right now (billing
 * sync writes it), so counting pools off the free plan counts active subscriptions — one per user or studio.
 */
export async function countActiveSubscriptions(
  db: Db,
): Promise<Array<{ planId: string; planName: string; count: number }>> {
  const rows = await db
    .select({ planId: creditPool.planId, count: count() })
    .from(creditPool)
    .where(ne(creditPool.planId, "free"))
    .groupBy(creditPool.planId);
  const counts = new Map(rows.map((row) => [row.planId, row.count]));
  // Every paid plan appears, with 0 when nobody is on it, so the dashboard's layout does not shift.
  return plans
    .filter((plan) => plan.priceMonthlyCents > 0)
    .map((plan): { planId: string; planName: string; count: number } => ({
      planId: plan.id,
      planName: plan.name,
      count: counts.get(plan.id) ?? 0,
    }))
    .concat(
      rows
        .filter((row) => !findPlan(row.planId))
        .map((row) => ({ planId: row.planId, planName: row.planId, count: row.count })),
    );
}
