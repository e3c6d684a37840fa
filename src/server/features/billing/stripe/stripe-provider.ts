import Stripe from "stripe";
import { z } from "zod";
import type { Config } from "../../../config.ts";
import { findPlan, type PlanId } from "../../../../shared/plans.ts";
import {
  BillingProviderError,
  WebhookPayloadError,
  WebhookSignatureError,
  type BillingProvider,
  type ProviderInvoice,
  type ProviderSubscription,
  type ProviderWebhookEvent,
} from "../billing-provider.ts";
import { subscriptionIdOfEvent } from "./stripe-events.ts";

type StripeConfig = NonNullable<Config["stripe"]>;

/**
 * Stripe behind our BillingProvider: customers, Checkout in subscription mode, the Billing Portal,
 * subscription reads and webhook verification. Calls in a user's path time out after 15 s and are
 * not retried by the SDK (the user can click again; webhooks are retried by Stripe itself).
 */
export function createStripeProvider(config: StripeConfig): BillingProvider {
  const stripe = new Stripe(config.secretKey, {
    ...apiHostOptions(config.apiHost),
    maxNetworkRetries: 0,
    timeout: 15_000,
  });
  const planByPrice = new Map(Object.entries(config.prices).map(([planId, priceId]) => [priceId, planId]));

  const toSubscription = (s: Stripe.Subscription): ProviderSubscription => {
    const item = s.items.data[0];
    const start = item?.current_period_start ?? s.start_date;
    const end = item?.current_period_end ?? s.start_date;
    const fromPrice = item ? planByPrice.get(item.price.id) : undefined;
    const planId = findPlan(fromPrice ?? s.metadata?.planId)?.id ?? null;
    return {
      id: s.id,
      customerId: typeof s.customer === "string" ? s.customer : s.customer.id,
      planId,
      status: s.status,
      currentPeriodStart: fromUnix(start),
      currentPeriodEnd: fromUnix(end),
      // Newer portals cancel with `cancel_at` set to the period end instead of the boolean.
      cancelAtPeriodEnd: s.cancel_at_period_end || (s.cancel_at !== null && s.cancel_at <= end),
      endedAt: s.ended_at ? fromUnix(s.ended_at) : null,
      createdAt: fromUnix(s.created),
    };
  };

  return {
    kind: "stripe",
    async createCustomer({ owner, email, name }) {
      const customer = await call(() =>
        stripe.customers.create({ email, name, metadata: { ownerKind: owner.kind, ownerId: owner.id } }),
      );
      return customer.id;
    },
    async updateCustomerEmail(customerId, email) {
      await call(() => stripe.customers.update(customerId, { email }));
    },
    async createCheckoutSession({ customerId, owner, planId, successUrl, cancelUrl }) {
      const price = priceFor(config, planId);
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          line_items: [{ price, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: `${owner.kind}:${owner.id}`,
          subscription_data: { metadata: { ownerKind: owner.kind, ownerId: owner.id, planId } },
        }),
      );
      if (!session.url) throw new BillingProviderError("Stripe returned a checkout session without a URL.");
      return { url: session.url };
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return { url: session.url };
    },
    async retrieveSubscription(subscriptionId) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw asProviderError(error);
      }
    },
    async listSubscriptions(customerId) {
      const page = await call(() => stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 }));
      return page.data.map(toSubscription);
    },
    async cancelSubscriptionNow(subscriptionId) {
      await call(() => stripe.subscriptions.cancel(subscriptionId));
    },
    async listInvoices(customerId) {
      const invoices = await call(() =>
        stripe.invoices.list({ customer: customerId, limit: 100 }).autoPagingToArray({ limit: 1000 }),
      );
      return invoices.map((invoice): ProviderInvoice => ({
        id: invoice.id ?? "",
        number: invoice.number,
        status: invoice.status ?? "draft",
        amountCents: invoice.total,
        currency: invoice.currency,
        periodStart: fromUnix(invoice.period_start),
        periodEnd: fromUnix(invoice.period_end),
        createdAt: fromUnix(invoice.created),
      }));
    },
    async parseWebhook(rawBody, signature): Promise<ProviderWebhookEvent> {
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header.");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch {
        throw new WebhookSignatureError("Invalid webhook signature.");
      }
      // The signature proves who sent the body, not that it is an event we can read.
      if (!stripeEventShape.safeParse(event).success)
        throw new WebhookPayloadError("The webhook body is not a Stripe event of a shape we handle.");
      const object = event.data.object as { customer?: unknown };
      return {
        id: event.id,
        type: event.type,
        subscriptionId: subscriptionIdOfEvent(event),
        customerId: typeof object.customer === "string" ? object.customer : null,
      };
    },
    close() {},
  };
}

/** What the webhook handler reads of an event: its id and type, and an object under `data`. */
const stripeEventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** STRIPE_API_HOST: a host name, or a URL (http://127.0.0.1:12111) to reach a local stand-in. */
function apiHostOptions(apiHost: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiHost) return {};
  if (!apiHost.includes("://")) return { host: apiHost };
  const url = new URL(apiHost);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

function priceFor(config: StripeConfig, planId: PlanId): string {
  const price = config.prices[planId];
  if (!price)
    throw new BillingProviderError(
      `No Stripe price is configured for the ${planId} plan (STRIPE_PRICE_${planId.toUpperCase()}).`,
    );
  return price;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw asProviderError(error);
  }
}

function asProviderError(error: unknown): BillingProviderError {
  const message = error instanceof Error ? error.message : String(error);
  return new BillingProviderError(`Stripe request failed: ${message}`);
}
