import { randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { localBillingCustomer, localBillingInvoice, localBillingSubscription } from "../../../db/schema/index.ts";
import { findPlan } from "../../../../shared/plans.ts";

/** Reading and writing the local provider's own records (its "remote" side). */
export type LocalCustomer = typeof localBillingCustomer.$inferSelect;
export type LocalSubscription = typeof localBillingSubscription.$inferSelect;
export type LocalInvoice = typeof localBillingInvoice.$inferSelect;
export type Executor = Db | Tx;

/** Unguessable ids in Stripe's style (cus_…, sub_…), prefixed so they never look like real ones. */
export const newLocalId = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url")}`;

export async function findLocalCustomer(db: Executor, customerId: string): Promise<LocalCustomer | null> {
  const [row] = await db.select().from(localBillingCustomer).where(eq(localBillingCustomer.id, customerId));
  return row ?? null;
}

export async function findLocalSubscription(
  db: Executor,
  subscriptionId: string,
  options: { lock?: boolean } = {},
): Promise<LocalSubscription | null> {
  const query = db.select().from(localBillingSubscription).where(eq(localBillingSubscription.id, subscriptionId));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function listLocalSubscriptions(db: Executor, customerId: string): Promise<LocalSubscription[]> {
  return db
    .select()
    .from(localBillingSubscription)
    .where(eq(localBillingSubscription.customerId, customerId))
    .orderBy(desc(localBillingSubscription.createdAt));
}

/** The customer's current subscription: the newest one that has not ended. */
export async function findLiveLocalSubscription(db: Executor, customerId: string): Promise<LocalSubscription | null> {
  const [row] = await db
    .select()
    .from(localBillingSubscription)
    .where(and(eq(localBillingSubscription.customerId, customerId), isNull(localBillingSubscription.endedAt)))
    .orderBy(desc(localBillingSubscription.createdAt))
    .limit(1);
  return row ?? null;
}

export async function listLocalInvoices(db: Executor, customerId: string): Promise<LocalInvoice[]> {
  return db
    .select()
    .from(localBillingInvoice)
    .where(eq(localBillingInvoice.customerId, customerId))
    .orderBy(desc(localBillingInvoice.createdAt), desc(localBillingInvoice.number));
}

/** One invoice for one period of a subscription, numbered per customer (GOJI-XXXXXX-0001). */
export async function insertLocalInvoice(
  tx: Executor,
  subscription: Pick<LocalSubscription, "id" | "customerId" | "planId">,
  period: { start: Date; end: Date },
  status: "paid" | "open",
  now: Date,
): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(localBillingInvoice)
    .where(eq(localBillingInvoice.customerId, subscription.customerId));
  const sequence = String((existing?.n ?? 0) + 1).padStart(4, "0");
  const prefix = subscription.customerId
    .slice(-6)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "X");
  await tx.insert(localBillingInvoice).values({
    id: newLocalId("lin"),
    number: `GOJI-${prefix}-${sequence}`,
    customerId: subscription.customerId,
    subscriptionId: subscription.id,
    planId: subscription.planId,
    amountCents: findPlan(subscription.planId)?.priceMonthlyCents ?? 0,
    status,
    periodStart: period.start,
    periodEnd: period.end,
    createdAt: now,
  });
}
