import { and, eq, gt, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "../../../db/client.ts";
import { localBillingSession } from "../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { isEntitling } from "../../../../shared/billing.ts";
import { findTestCard } from "../../../../shared/local-billing.ts";
import type { localCardBody, simulateBody } from "../../../../shared/local-billing-schemas.ts";
import { findPlan } from "../../../../shared/plans.ts";
import type { BillingOwner } from "../billing-provider.ts";
import {
  changeLocalPlan,
  endPeriod,
  giveUpCollecting,
  saveCardAndSettle,
  setCancelAtPeriodEnd,
  startLocalSubscription,
} from "./local-lifecycle.ts";
import { findLiveLocalSubscription, findLocalSubscription, type LocalSubscription } from "./local-records.ts";
import type { LocalSession } from "./local-sessions.ts";

/**
 * What the local checkout and portal pages can do, each in one transaction. Every action returns the
 * ids of the subscriptions it touched; the routes then run the same sync as a Stripe webhook.
 */
type CardInput = z.output<typeof localCardBody>;
type SimulatedEvent = z.output<typeof simulateBody>["event"];

function chargeableCard(card: CardInput) {
  const test = findTestCard(card.number);
  if (!test) throw new AppError("unprocessable", "card.number: Use a test card such as 4242 4242 4242 4242.");
  if (test.behavior === "declined") throw new AppError("payment_required", "Your card was declined.");
  return {
    brand: test.brand,
    last4: test.number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    behavior: test.behavior,
  };
}

/** Pays the first period with a test card and starts the subscription. */
export async function completeLocalCheckout(
  db: Db,
  session: LocalSession,
  card: CardInput,
  now: Date,
): Promise<string> {
  const charged = chargeableCard(card);
  const planId = findPlan(session.planId)?.id;
  if (!planId) throw new AppError("not_found", "This checkout link is not valid.");
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(localBillingSession)
      .set({ completedAt: now })
      .where(
        and(
          eq(localBillingSession.id, session.id),
          isNull(localBillingSession.completedAt),
          gt(localBillingSession.expiresAt, now),
        ),
      )
      .returning({ id: localBillingSession.id });
    if (!claimed)
      throw new AppError(
        "conflict",
        session.completedAt ? "This checkout is already complete." : "This checkout has expired. Choose a plan again.",
      );
    const live = await findLiveLocalSubscription(tx, session.customerId);
    if (live && isEntitling(live.status))
      throw new AppError("conflict", "This account already has a subscription. Use Manage Subscription to change it.");
    await saveCardAndSettle(tx, session.customerId, charged, now);
    const subscription = await startLocalSubscription(tx, { customerId: session.customerId, planId, now });
    return subscription.id;
  });
}

export type PortalAction =
  | { type: "cancel" }
  | { type: "resume" }
  | { type: "change-plan"; planId: string }
  | { type: "simulate"; event: SimulatedEvent };

/** Changes the customer's live subscription as the Stripe portal (or Stripe's clock, for simulations) would. */
export async function runPortalAction(
  db: Db,
  session: LocalSession,
  owner: BillingOwner,
  action: PortalAction,
  now: Date,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const live = await findLiveLocalSubscription(tx, session.customerId);
    // Locked, so two clicks (or a click and the renewal clock) act one after the other.
    const subscription = live ? await findLocalSubscription(tx, live.id, { lock: true }) : null;
    if (!subscription || !isEntitling(subscription.status)) {
      throw new AppError("conflict", "There is no active subscription to change. Choose a plan on the pricing page.");
    }
    await applyAction(tx, subscription, owner, action, now);
    return [subscription.id];
  });
}

async function applyAction(tx: Tx, s: LocalSubscription, owner: BillingOwner, action: PortalAction, now: Date) {
  switch (action.type) {
    case "cancel":
      if (s.cancelAtPeriodEnd)
        throw new AppError("conflict", "The subscription is already set to cancel at the end of the period.");
      return setCancelAtPeriodEnd(tx, s, true, now);
    case "resume":
      if (!s.cancelAtPeriodEnd) throw new AppError("conflict", "The subscription is not set to cancel.");
      return setCancelAtPeriodEnd(tx, s, false, now);
    case "change-plan": {
      const plan = findPlan(action.planId);
      const audience = owner.kind === "user" ? "personal" : "studio";
      if (!plan || plan.priceMonthlyCents === 0 || plan.audience !== audience) {
        throw new AppError(
          "unprocessable",
          "planId: Choose one of the paid plans offered here. To move to Free, cancel the subscription.",
        );
      }
      if (plan.id === s.planId) throw new AppError("conflict", `You are already on the ${plan.name} plan.`);
      return changeLocalPlan(tx, s, plan.id, now);
    }
    case "simulate":
      return simulate(tx, s, action.event, now);
  }
}

/** Test-mode stand-ins for time passing: the period ends now and renews (or fails, or ends). */
async function simulate(tx: Tx, s: LocalSubscription, event: SimulatedEvent, now: Date) {
  if (event === "renewal") return endPeriod(tx, s, now, now);
  if (event === "payment_failed") {
    if (s.cancelAtPeriodEnd || s.status === "past_due")
      throw new AppError("conflict", "Only an active subscription that renews can fail a renewal payment.");
    return endPeriod(tx, s, now, now, true);
  }
  if (s.status !== "past_due")
    throw new AppError("conflict", "Only a past-due subscription can run out of payment retries.");
  return giveUpCollecting(tx, s, now);
}

/** Saves a new test card; a past-due renewal is paid with it at once (as Stripe retries on a new card). */
export async function updateLocalCard(db: Db, session: LocalSession, card: CardInput, now: Date): Promise<string[]> {
  const charged = chargeableCard(card);
  return db.transaction((tx) => saveCardAndSettle(tx, session.customerId, charged, now));
}
