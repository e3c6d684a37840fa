import type { Db } from "../../db/client.ts";
import {
  isEntitling,
  NO_SUBSCRIPTION_STATUS,
  usageWarningLevel,
  type OrganizationBilling,
} from "../../../shared/billing.ts";
import { findPlan } from "../../../shared/plans.ts";
import { getStudioPool } from "../credits/pools.ts";
import { paidPeriodOf } from "./subscription-summary.ts";
import { listOwnerSubscriptions, pickDisplayedSubscription } from "./subscription-state.ts";

/**
 * The studio Billing tab (docs/product.md#screens): plan, status, pool usage and the 80 %/100 % warning level.
 * Callers check the owner/admin permission first (see studio-access.ts). Also the source of the
 * organization details' activePlanId and subscriptionStatus (docs/product.md#entities).
 */
export async function getOrganizationBilling(db: Db, organizationId: string): Promise<OrganizationBilling> {
  const [pool, subscriptions] = await Promise.all([
    getStudioPool(db, organizationId),
    listOwnerSubscriptions(db, { kind: "organization", id: organizationId }),
  ]);
  const shown = pickDisplayedSubscription(subscriptions);
  const plan = shown && isEntitling(shown.status) ? findPlan(shown.planId) : undefined;
  return {
    organizationId,
    planId: plan?.id ?? null,
    planName: plan?.name ?? "No plan",
    status: shown?.status ?? NO_SUBSCRIPTION_STATUS,
    credits: { used: pool.used, total: pool.total },
    cycleStart: pool.cycleStart.toISOString(),
    cycleEnd: pool.cycleEnd.toISOString(),
    paidPeriod: paidPeriodOf(shown),
    warningLevel: usageWarningLevel(pool.used, pool.total),
  };
}
