import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { localBillingCustomer, localBillingInvoice, localBillingSubscription } from "../../../db/schema/index.ts";
import { isEntitling } from "../../../../shared/billing.ts";
import type { CardBehavior } from "../../../../shared/local-billing.ts";
import { addMonths } from "../../credits/cycle.ts";
import {
  findLocalCustomer,
  insertLocalInvoice,
  newLocalId,
  type Executor,
  type LocalSubscription,
} from "./local-records.ts";

/**
 * The local provider's subscription lifecycle, modelled on Stripe's: monthly periods, renewal charges
 * on the saved test card, past_due while a renewal payment is outstanding, canceled when the plan was
 * set to end or the provider gives up collecting. Every function runs in the caller's transaction.
 */

/** A successful first payment: a new active subscription for one month from now, with a paid invoice. */
export async function startLocalSubscription(
  tx: Tx,
  input: { customerId: string; planId: string; now: Date },
): Promise<LocalSubscription> {
  const period = { start: input.now, end: addMonths(input.now, 1) };
  const [subscription] = await tx
    .insert(localBillingSubscription)
    .values({
      id: newLocalId("lsub"),
      customerId: input.customerId,
      planId: input.planId,
      status: "active",
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!subscription) throw new Error("local subscription insert returned nothing");
  await insertLocalInvoice(tx, subscription, period, "paid", input.now);
  return subscription;
}

/**
 * What happens when the current period ends at `periodEnd`: the plan ends (set to cancel, or still
 * unpaid from the last renewal — the provider gives up), or the next period is charged to the card.
 */
export async function endPeriod(
  tx: Tx,
  subscription: LocalSubscription,
  periodEnd: Date,
  now: Date,
  forceDecline = false,
): Promise<LocalSubscription> {
  if (subscription.cancelAtPeriodEnd || subscription.status === "past_due") {
    return update(tx, subscription.id, { status: "canceled", endedAt: periodEnd, currentPeriodEnd: periodEnd }, now);
  }
  const customer = await findLocalCustomer(tx, subscription.customerId);
  const paid = !forceDecline && customer?.cardBehavior === "succeeds";
  const period = { start: periodEnd, end: addMonths(periodEnd, 1) };
  await insertLocalInvoice(tx, subscription, period, paid ? "paid" : "open", now);
  return update(
    tx,
    subscription.id,
    {
      status: paid ? "active" : "past_due",
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      failedPaymentAttempts: paid ? 0 : subscription.failedPaymentAttempts + 1,
    },
    now,
  );
}

/** Catches a subscription up with the clock (several periods if the server was off for a while). */
export async function advanceIfDue(tx: Tx, subscriptionId: string, now: Date): Promise<boolean> {
  const [locked] = await tx
    .select()
    .from(localBillingSubscription)
    .where(eq(localBillingSubscription.id, subscriptionId))
    .for("update");
  let subscription = locked;
  let changed = false;
  for (
    let step = 0;
    subscription && step < 36 && isEntitling(subscription.status) && subscription.currentPeriodEnd <= now;
    step += 1
  ) {
    subscription = await endPeriod(tx, subscription, subscription.currentPeriodEnd, now);
    changed = true;
  }
  return changed;
}

/** Ids of live subscriptions whose period has ended (for the renewal clock). */
export async function listDueSubscriptionIds(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: localBillingSubscription.id })
    .from(localBillingSubscription)
    .where(
      and(
        isNull(localBillingSubscription.endedAt),
        lte(localBillingSubscription.currentPeriodEnd, now),
        inArray(localBillingSubscription.status, ["active", "trialing", "past_due"]),
      ),
    );
  return rows.map((row) => row.id);
}

export async function setCancelAtPeriodEnd(tx: Tx, subscription: LocalSubscription, cancel: boolean, now: Date) {
  return update(tx, subscription.id, { cancelAtPeriodEnd: cancel }, now);
}

export async function changeLocalPlan(tx: Tx, subscription: LocalSubscription, planId: string, now: Date) {
  return update(tx, subscription.id, { planId }, now);
}

/** The provider stops retrying an unpaid renewal: the subscription ends now. */
export async function giveUpCollecting(tx: Tx, subscription: LocalSubscription, now: Date) {
  return update(tx, subscription.id, { status: "canceled", endedAt: now }, now);
}

/** Ends the subscription at once (its owner was deleted): canceled now, no further charge. */
export async function endLocalSubscriptionNow(tx: Tx, subscription: LocalSubscription, now: Date) {
  return update(tx, subscription.id, { status: "canceled", endedAt: now, cancelAtPeriodEnd: false }, now);
}

/** Saves a test card; with a card that pays, open renewal invoices are paid and past_due turns active. */
export async function saveCardAndSettle(
  tx: Tx,
  customerId: string,
  card: { brand: string; last4: string; expMonth: number; expYear: number; behavior: CardBehavior },
  now: Date,
): Promise<string[]> {
  await tx
    .update(localBillingCustomer)
    .set({
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      cardBehavior: card.behavior,
    })
    .where(eq(localBillingCustomer.id, customerId));
  if (card.behavior !== "succeeds") return [];
  const pastDue = await tx
    .select()
    .from(localBillingSubscription)
    .where(and(eq(localBillingSubscription.customerId, customerId), eq(localBillingSubscription.status, "past_due")))
    .for("update");
  for (const subscription of pastDue) {
    await tx
      .update(localBillingInvoice)
      .set({ status: "paid" })
      .where(and(eq(localBillingInvoice.subscriptionId, subscription.id), eq(localBillingInvoice.status, "open")));
    await update(tx, subscription.id, { status: "active", failedPaymentAttempts: 0 }, now);
  }
  return pastDue.map((s) => s.id);
}

async function update(tx: Tx, id: string, values: Partial<LocalSubscription>, now: Date): Promise<LocalSubscription> {
  const [row] = await tx
    .update(localBillingSubscription)
    .set({ ...values, updatedAt: now })
    .where(eq(localBillingSubscription.id, id))
    .returning();
  if (!row) throw new Error(`local subscription ${id} vanished`);
  return row;
}
