import { desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { billingSubscription } from "../../db/schema/index.ts";
import { isEntitling } from "../../../shared/billing.ts";
import type { BillingOwner } from "./billing-provider.ts";

export type StoredSubscription = typeof billingSubscription.$inferSelect;
type Executor = Db | Tx;

/** The owner's subscriptions as last synced, newest first. */
export async function listOwnerSubscriptions(db: Executor, owner: BillingOwner): Promise<StoredSubscription[]> {
  const column = owner.kind === "user" ? billingSubscription.userId : billingSubscription.organizationId;
  return db
    .select()
    .from(billingSubscription)
    .where(eq(column, owner.id))
    .orderBy(desc(billingSubscription.providerCreatedAt));
}

/**
 * The subscription whose plan applies: the newest one in an entitling status (active, trialing,
 * past_due). Choosing by status and creation time, not by arrival order, is what lets duplicated
 * and out-of-order events converge on the same answer.
 */
export function pickEntitlingSubscription(subscriptions: StoredSubscription[]): StoredSubscription | null {
  return subscriptions.find((s) => isEntitling(s.status)) ?? null;
}

/** The one to show: the entitling subscription, else the most recent one (e.g. 'canceled'). */
export function pickDisplayedSubscription(subscriptions: StoredSubscription[]): StoredSubscription | null {
  return pickEntitlingSubscription(subscriptions) ?? subscriptions[0] ?? null;
}
