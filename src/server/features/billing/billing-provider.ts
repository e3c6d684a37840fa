import type { PlanId } from "../../../shared/plans.ts";

/**
 * The one seam between Goji and whoever takes the money (docs/architecture.md#stack): Stripe in production, the
 * built-in local provider by default. Everything else in billing talks to this interface only, so the
 * local provider exercises the same checkout, portal and sync code paths as Stripe.
 */
export type ProviderKind = "stripe" | "local";

/** Who pays: a person (personal plans) or a studio (the studio plan). */
export type BillingOwner = { kind: "user"; id: string } | { kind: "organization"; id: string };

/** A subscription as the provider reports it right now, reduced to what we store. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Our plan id, from the price; null when the price is not one of ours (ignored by the sync). */
  planId: PlanId | null;
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  createdAt: Date;
}

/** An invoice as the provider keeps it (the account data export lists them). */
export interface ProviderInvoice {
  id: string;
  number: string | null;
  /** 'paid', 'open', 'void'… as the provider words it. */
  status: string;
  amountCents: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
}

/** A verified webhook event: only ids, because the handler re-reads the subscription itself. */
export interface ProviderWebhookEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  customerId: string | null;
}

export interface BillingProvider {
  readonly kind: ProviderKind;
  createCustomer(input: { owner: BillingOwner; email: string; name: string }): Promise<string>;
  /** The address the provider sends receipts and invoices to, after the customer's owner changed theirs. */
  updateCustomerEmail(customerId: string, email: string): Promise<void>;
  createCheckoutSession(input: {
    customerId: string;
    owner: BillingOwner;
    planId: PlanId;
    /** The signed-in user starting checkout (the local provider lets only them use the page). */
    userId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  createPortalSession(input: { customerId: string; userId: string; returnUrl: string }): Promise<{ url: string }>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Ends a subscription now, not at the period's end (account or studio deletion): nothing more is charged. */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
  /** The customer's invoices, newest first. */
  listInvoices(customerId: string): Promise<ProviderInvoice[]>;
  /**
   * Verifies the signature on the raw body; throws WebhookSignatureError when it does not match, and
   * WebhookPayloadError when a genuine event does not have a shape we handle.
   */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<ProviderWebhookEvent>;
  /** Stops background work (the local provider's renewal clock). */
  close(): void;
}

export class WebhookSignatureError extends Error {}

/** A correctly signed webhook whose body is not an event we can read (answered 400, never 500). */
export class WebhookPayloadError extends Error {}

/** A provider call that failed for reasons outside the request (network, provider outage). */
export class BillingProviderError extends Error {}
