import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { localBillingCustomer, localBillingSession } from "../../../db/schema/index.ts";
import { findPlan } from "../../../../shared/plans.ts";
import type { BillingProvider, ProviderSubscription } from "../billing-provider.ts";
import { advanceIfDue, endLocalSubscriptionNow } from "./local-lifecycle.ts";
import {
  findLocalSubscription,
  listLocalInvoices,
  listLocalSubscriptions,
  newLocalId,
  type LocalSubscription,
} from "./local-records.ts";

/** How long a checkout or portal link stays usable, like Stripe's (24 h checkout; we use it for both). */
export const LOCAL_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The built-in local provider (the embedded default): no network, its records in our database, and
 * its checkout and portal pages served by this app under /billing/. Reads catch a subscription up with
 * the clock first, so a renewal that fell due while nobody looked is seen by the next sync.
 */
export function createLocalProvider(db: Db, baseUrl: string, now: () => Date = () => new Date()): BillingProvider {
  const toSubscription = (s: LocalSubscription): ProviderSubscription => ({
    id: s.id,
    customerId: s.customerId,
    planId: findPlan(s.planId)?.id ?? null,
    status: s.status,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    endedAt: s.endedAt,
    createdAt: s.createdAt,
  });

  const insertSession = async (values: {
    kind: "checkout" | "portal";
    customerId: string;
    userId: string;
    planId?: string;
    returnUrl: string;
    cancelUrl?: string;
  }) => {
    const id = newLocalId(values.kind === "checkout" ? "lcs" : "lps");
    await db
      .insert(localBillingSession)
      .values({ id, ...values, expiresAt: new Date(now().getTime() + LOCAL_SESSION_TTL_MS) });
    return id;
  };

  return {
    kind: "local",
    async createCustomer({ email, name }) {
      const id = newLocalId("lcus");
      await db.insert(localBillingCustomer).values({ id, email, name });
      return id;
    },
    async updateCustomerEmail(customerId, email) {
      await db.update(localBillingCustomer).set({ email }).where(eq(localBillingCustomer.id, customerId));
    },
    async createCheckoutSession({ customerId, planId, userId, successUrl, cancelUrl }) {
      const id = await insertSession({
        kind: "checkout",
        customerId,
        userId,
        planId,
        returnUrl: successUrl,
        cancelUrl,
      });
      return { url: `${baseUrl}/billing/local-checkout?session=${encodeURIComponent(id)}` };
    },
    async createPortalSession({ customerId, userId, returnUrl }) {
      const id = await insertSession({ kind: "portal", customerId, userId, returnUrl });
      return { url: `${baseUrl}/billing/local-portal?session=${encodeURIComponent(id)}` };
    },
    async retrieveSubscription(subscriptionId) {
      await db.transaction((tx) => advanceIfDue(tx, subscriptionId, now()));
      const subscription = await findLocalSubscription(db, subscriptionId);
      return subscription ? toSubscription(subscription) : null;
    },
    async listSubscriptions(customerId) {
      for (const { id } of await listLocalSubscriptions(db, customerId))
        await db.transaction((tx) => advanceIfDue(tx, id, now()));
      return (await listLocalSubscriptions(db, customerId)).map(toSubscription);
    },
    async cancelSubscriptionNow(subscriptionId) {
      await db.transaction(async (tx) => {
        const subscription = await findLocalSubscription(tx, subscriptionId, { lock: true });
        if (subscription && !subscription.endedAt) await endLocalSubscriptionNow(tx, subscription, now());
      });
    },
    async listInvoices(customerId) {
      return (await listLocalInvoices(db, customerId)).map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        status: invoice.status,
        amountCents: invoice.amountCents,
        currency: "usd",
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        createdAt: invoice.createdAt,
      }));
    },
    async parseWebhook() {
      // The local provider calls the sync code directly; it never sends webhooks.
      throw new Error("The local billing provider has no webhooks.");
    },
    close() {},
  };
}
