import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/*
 * Billing state in two layers (docs/decisions/007-billing-provider.md):
 *  - billing_* tables are OUR copy of the provider's truth, written only by the sync code;
 *  - local_billing_* tables are the built-in local provider's own records (its "remote" side),
 *    which the sync code reads through the same BillingProvider interface as Stripe.
 */

/**
 * Who pays. No foreign keys: customers and subscriptions are the billing history that must outlive a
 * deleted account or studio, whose id is then replaced by a pseudonym (decision 018).
 */
const ownerColumns = () => ({
  userId: text("user_id"),
  organizationId: text("organization_id"),
});
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Who a provider customer is: one customer per owner (user or studio) and provider. */
export const billingCustomer = pgTable(
  "billing_customer",
  {
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
    ...ownerColumns(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.customerId] }),
    uniqueIndex("billing_customer_user_uq").on(t.provider, t.userId),
    uniqueIndex("billing_customer_org_uq").on(t.provider, t.organizationId),
    check("billing_customer_one_owner", sql`(${t.userId} is null) <> (${t.organizationId} is null)`),
  ],
);

/** One row per provider subscription, overwritten by every sync with what the provider says now. */
export const billingSubscription = pgTable(
  "billing_subscription",
  {
    provider: text("provider").notNull(),
    subscriptionId: text("subscription_id").notNull(),
    customerId: text("customer_id").notNull(),
    ...ownerColumns(),
    planId: text("plan_id").notNull(),
    /** Stripe's statuses: incomplete, incomplete_expired, trialing, active, past_due, canceled, unpaid, paused. */
    status: text("status").notNull(),
    currentPeriodStart: at("current_period_start").notNull(),
    currentPeriodEnd: at("current_period_end").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    endedAt: at("ended_at"),
    /** The provider's creation time: the newest entitling subscription of an owner wins. */
    providerCreatedAt: at("provider_created_at").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subscriptionId] }),
    index("billing_subscription_user_idx").on(t.userId),
    index("billing_subscription_org_idx").on(t.organizationId),
    check("billing_subscription_one_owner", sql`(${t.userId} is null) <> (${t.organizationId} is null)`),
  ],
);

/** Webhook event ids already handled, so a redelivery has no second effect. */
export const billingWebhookEvent = pgTable(
  "billing_webhook_event",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: at("received_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/* ---- The local provider's own records (test mode, no network) ---- */

export const localBillingCustomer = pgTable("local_billing_customer", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  /** The saved test card: display parts only, never a full number. */
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  cardExpMonth: integer("card_exp_month"),
  cardExpYear: integer("card_exp_year"),
  /** What charges on the saved card do ('succeeds' or 'declines'), as Stripe's test cards do. */
  cardBehavior: text("card_behavior"),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const localBillingSubscription = pgTable(
  "local_billing_subscription",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => localBillingCustomer.id, { onDelete: "cascade" }),
    planId: text("plan_id").notNull(),
    status: text("status").notNull(),
    currentPeriodStart: at("current_period_start").notNull(),
    currentPeriodEnd: at("current_period_end").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Renewal attempts that failed in a row; the provider gives up after a few (status canceled). */
    failedPaymentAttempts: integer("failed_payment_attempts").notNull().default(0),
    endedAt: at("ended_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("local_billing_subscription_customer_idx").on(t.customerId)],
);

export const localBillingInvoice = pgTable(
  "local_billing_invoice",
  {
    id: text("id").primaryKey(),
    number: text("number").notNull(),
    customerId: text("customer_id")
      .notNull()
      .references(() => localBillingCustomer.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => localBillingSubscription.id, { onDelete: "cascade" }),
    planId: text("plan_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** 'paid' or 'open' (a failed renewal charge, paid later when the card is updated). */
    status: text("status").notNull(),
    periodStart: at("period_start").notNull(),
    periodEnd: at("period_end").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("local_billing_invoice_customer_idx").on(t.customerId, t.createdAt)],
);

/** A checkout or portal session: an unguessable id usable only by the user who asked for it. */
export const localBillingSession = pgTable("local_billing_session", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  customerId: text("customer_id")
    .notNull()
    .references(() => localBillingCustomer.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Checkout only: the plan being bought. */
  planId: text("plan_id"),
  /** Checkout: where to go after paying; portal: the return link. */
  returnUrl: text("return_url").notNull(),
  cancelUrl: text("cancel_url"),
  completedAt: at("completed_at"),
  expiresAt: at("expires_at").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});
