import type { Db } from "../../db/client.ts";
import { billingSubscription } from "../../db/schema/index.ts";
import type { Logger } from "../../lib/logger.ts";
import type { BillingOwner, BillingProvider, ProviderSubscription } from "./billing-provider.ts";
import { isErasedSubjectId } from "../erasure/pseudonyms.ts";
import { findOwnerByCustomer } from "./customers.ts";
import { applyOwnerEntitlement } from "./pool-entitlement.ts";

export interface SyncDeps {
  db: Db;
  provider: BillingProvider;
  logger?: Logger | undefined;
  now?: () => Date;
}

/**
 * The one place provider state enters our database. Stripe webhooks, the sync endpoint and the local
 * provider all end here, and all of them pass a subscription id or customer id only: the state is
 * always re-read from the provider, never taken from an event payload.
 */
export async function syncSubscription(deps: SyncDeps, subscriptionId: string): Promise<boolean> {
  const subscription = await deps.provider.retrieveSubscription(subscriptionId);
  if (!subscription) {
    deps.logger?.warn("billing sync: subscription not found at the provider", { subscriptionId });
    return false;
  }
  return storeSubscription(deps, subscription);
}

/** Re-reads every subscription of a customer (used after checkout, when no id is known yet). */
export async function syncCustomer(deps: SyncDeps, customerId: string): Promise<number> {
  const subscriptions = await deps.provider.listSubscriptions(customerId);
  let stored = 0;
  for (const subscription of subscriptions) if (await storeSubscription(deps, subscription)) stored += 1;
  return stored;
}

async function storeSubscription(deps: SyncDeps, subscription: ProviderSubscription): Promise<boolean> {
  const { db, provider, logger } = deps;
  const owner = await findOwnerByCustomer(db, provider.kind, subscription.customerId);
  if (!owner) {
    logger?.warn("billing sync: subscription of an unknown customer ignored", {
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
    });
    return false;
  }
  if (!subscription.planId) {
    logger?.warn("billing sync: subscription with a price that is not one of our plans ignored", {
      subscriptionId: subscription.id,
    });
    return false;
  }
  const now = deps.now?.() ?? new Date();
  const values = toRow(provider.kind, owner, subscription, subscription.planId, now);
  await db.transaction(async (tx) => {
    await tx
      .insert(billingSubscription)
      .values(values)
      .onConflictDoUpdate({ target: [billingSubscription.provider, billingSubscription.subscriptionId], set: values });
    // A deleted account's or studio's subscription (a late webhook after its cancellation) is kept as
    // history; its pool is a closed record that no longer follows the plan (decision 018).
    if (!isErasedSubjectId(owner.id)) await applyOwnerEntitlement(tx, owner, now);
  });
  return true;
}

function toRow(provider: string, owner: BillingOwner, s: ProviderSubscription, planId: string, now: Date) {
  return {
    provider,
    subscriptionId: s.id,
    customerId: s.customerId,
    userId: owner.kind === "user" ? owner.id : null,
    organizationId: owner.kind === "organization" ? owner.id : null,
    planId,
    status: s.status,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    endedAt: s.endedAt,
    providerCreatedAt: s.createdAt,
    updatedAt: now,
  };
}
