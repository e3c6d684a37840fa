import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingWebhookEvent } from "../../db/schema/index.ts";
import { allowConsoleError } from "../../../../tests/support/console-guard.ts";
import { TEST_BASE_URL, useTestApp } from "../../test-utils/test-app.ts";
import { addMonths } from "../credits/cycle.ts";
import {
  accountSubscription,
  createSignedInUser,
  createStudio,
  customerIdOf,
  personalPool,
  request,
  setPoolUsage,
  storedSubscriptions,
  studioPool,
  type TestUser,
} from "./testing/billing-test-helpers.ts";
import { signedEvent, startStripeStandIn, type StripeStandIn } from "./testing/stripe-stand-in.ts";

// The real `stripe` SDK against a local stand-in, and webhooks signed as Stripe signs them.
const WEBHOOK_SECRET = "whsec_test_goji_billing";
let stripe: StripeStandIn;
let eventCounter = 0;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
const t = useTestApp(() => ({
  STRIPE_SECRET_KEY: "sk_test_goji",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PRO: "price_pro_monthly",
  STRIPE_PRICE_STUDIO: "price_studio_monthly",
  STRIPE_API_HOST: stripe.url,
}));
afterAll(() => stripe.close());

const seconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

async function deliver(type: string, object: Record<string, unknown>, id = `evt_${(eventCounter += 1)}`) {
  const { payload, header } = signedEvent(WEBHOOK_SECRET, { id, type, object });
  return t.app.request("/api/billing/stripe/webhook", {
    method: "POST",
    headers: { "stripe-signature": header, "content-type": "application/json" },
    body: payload,
  });
}

/** Checkout through our API, then the subscription Stripe would create once the customer paid. */
async function checkoutPro(user: TestUser, subscriptionId: string, start = seconds(new Date())) {
  const res = await request(t, "/api/billing/checkout", { json: { planId: "pro" }, cookie: user.cookie });
  expect(res.status).toBe(200);
  const customer = await customerIdOf(t, { userId: user.userId });
  stripe.setSubscription({
    id: subscriptionId,
    customer,
    price: "price_pro_monthly",
    status: "active",
    periodStart: start,
    periodEnd: addMonths(start, 1),
    created: start,
  });
  return customer;
}

describe("Stripe checkout and portal", () => {
  it("creates one customer and a subscription-mode Checkout session with the plan's price", async () => {
    const user = await createSignedInUser(t);
    const first = await request(t, "/api/billing/checkout", { json: { planId: "pro" }, cookie: user.cookie });
    expect(first.status).toBe(200);
    expect((await first.json()).url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    await request(t, "/api/billing/checkout", { json: { planId: "pro" }, cookie: user.cookie });

    const customerId = await customerIdOf(t, { userId: user.userId });
    expect(stripe.calls.filter((c) => c.path === "/v1/customers" && c.form.email === user.email)).toHaveLength(1);
    const session = stripe.calls
      .filter((c) => c.path === "/v1/checkout/sessions" && c.form.customer === customerId)
      .at(-1);
    expect(session?.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_pro_monthly",
      success_url: `${TEST_BASE_URL}/account?from=checkout`,
      cancel_url: `${TEST_BASE_URL}/pricing`,
    });
  });

  it("opens the Billing Portal for the user's customer with the same-origin return URL", async () => {
    const user = await createSignedInUser(t);
    const res = await request(t, "/api/account/portal-session", {
      json: { returnUrl: `${TEST_BASE_URL}/account` },
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const call = stripe.calls.filter((c) => c.path === "/v1/billing_portal/sessions").at(-1);
    expect(call?.form).toEqual({
      customer: await customerIdOf(t, { userId: user.userId }),
      return_url: `${TEST_BASE_URL}/account`,
    });
  });

  it("answers 503 with a clear message when Stripe is unreachable", async () => {
    allowConsoleError(/billing provider call failed/);
    const user = await createSignedInUser(t);
    stripe.failAll(true);
    const res = await request(t, "/api/billing/checkout", { json: { planId: "pro" }, cookie: user.cookie });
    stripe.failAll(false);
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toContain("payment provider");
  });
});

describe("Stripe webhooks", () => {
  it("raises the plan on checkout.session.completed, re-reading the subscription from Stripe", async () => {
    const user = await createSignedInUser(t);
    const customer = await checkoutPro(user, "sub_happy");
    // The payload says nothing about the plan or status: those come from subscriptions.retrieve.
    const res = await deliver("checkout.session.completed", {
      id: "cs_x",
      object: "checkout.session",
      customer,
      subscription: "sub_happy",
    });
    expect(res.status).toBe(200);
    expect(await personalPool(t, user.userId)).toMatchObject({ planId: "pro", total: 5000, used: 0 });
    expect(await accountSubscription(t, user)).toMatchObject({
      subscriptionPlan: "Pro",
      status: "active",
      totalTokens: 5000,
    });
    expect(stripe.calls.some((c) => c.method === "GET" && c.path === "/v1/subscriptions/sub_happy")).toBe(true);
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const user = await createSignedInUser(t);
    const customer = await checkoutPro(user, "sub_forged");
    const { payload } = signedEvent(WEBHOOK_SECRET, {
      id: "evt_forged",
      type: "checkout.session.completed",
      object: { customer, subscription: "sub_forged" },
    });
    const forged = signedEvent("whsec_someone_else", {
      id: "evt_forged",
      type: "checkout.session.completed",
      object: { customer, subscription: "sub_forged" },
    });
    for (const header of [forged.header, "t=1,v1=deadbeef", undefined]) {
      const res = await t.app.request("/api/billing/stripe/webhook", {
        method: "POST",
        headers: header ? { "stripe-signature": header } : {},
        body: payload,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("bad_request");
    }
    expect(await personalPool(t, user.userId)).toMatchObject({ planId: "free", total: 200 });
    expect(await storedSubscriptions(t, user.userId)).toHaveLength(0);
    const stored = await t.database.db.select().from(billingWebhookEvent);
    expect(stored.some((e) => e.eventId === "evt_forged")).toBe(false);
  });

  it("answers 400 for a correctly signed body that is not an event we handle, and stores nothing", async () => {
    const bodies = [
      {},
      { id: "evt_no_object", object: "event", type: "checkout.session.completed", data: {} },
      { id: "evt_numeric_type", object: "event", type: 42, data: { object: { customer: "cus_x" } } },
      { id: "evt_no_data", object: "event", type: "customer.subscription.updated" },
    ];
    for (const body of bodies) {
      const payload = JSON.stringify(body);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const res = await t.app.request("/api/billing/stripe/webhook", {
        method: "POST",
        headers: { "stripe-signature": header, "content-type": "application/json" },
        body: payload,
      });
      expect(res.status, payload).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: "bad_request",
        message: "The webhook body is not a Stripe event of a shape we handle.",
      });
    }
    const stored = await t.database.db.select().from(billingWebhookEvent);
    expect(stored.some((e) => ["evt_no_object", "evt_numeric_type", "evt_no_data"].includes(e.eventId))).toBe(false);
  });

  it("handles the same event id once: a redelivery has no second effect", async () => {
    const user = await createSignedInUser(t);
    const customer = await checkoutPro(user, "sub_twice");
    const first = await deliver("customer.subscription.updated", { id: "sub_twice", customer }, "evt_twice");
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const pool = await personalPool(t, user.userId);
    await setPoolUsage(t, pool.id, 700);

    // Stripe moved on (a renewal), but a redelivered old event must not act on it: only new events do.
    const renewed = addMonths(pool.cycleStart, 1);
    stripe.setSubscription({
      ...stripe.subscriptions.get("sub_twice")!,
      periodStart: renewed,
      periodEnd: addMonths(renewed, 1),
    });
    const again = await deliver("customer.subscription.updated", { id: "sub_twice", customer }, "evt_twice");
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await personalPool(t, user.userId)).toMatchObject({ used: 700, cycleStart: pool.cycleStart });
  });

  it("converges when customer.subscription.updated arrives before checkout.session.completed", async () => {
    const start = seconds(new Date());
    const inOrder = await createSignedInUser(t);
    const outOfOrder = await createSignedInUser(t);
    const customerA = await checkoutPro(inOrder, "sub_in_order", start);
    const customerB = await checkoutPro(outOfOrder, "sub_out_of_order", start);

    await deliver("checkout.session.completed", {
      object: "checkout.session",
      customer: customerA,
      subscription: "sub_in_order",
    });
    await deliver("customer.subscription.updated", { id: "sub_in_order", customer: customerA });
    await deliver("customer.subscription.updated", { id: "sub_out_of_order", customer: customerB });
    await deliver("checkout.session.completed", {
      object: "checkout.session",
      customer: customerB,
      subscription: "sub_out_of_order",
    });

    const comparable = async (user: TestUser) => {
      const pool = await personalPool(t, user.userId);
      const [subscription] = await storedSubscriptions(t, user.userId);
      return {
        pool: {
          planId: pool?.planId,
          total: pool?.total,
          used: pool?.used,
          cycleStart: pool?.cycleStart,
          cycleEnd: pool?.cycleEnd,
        },
        subscription: {
          status: subscription?.status,
          planId: subscription?.planId,
          start: subscription?.currentPeriodStart,
          end: subscription?.currentPeriodEnd,
        },
        card: await accountSubscription(t, user),
      };
    };
    expect(await comparable(outOfOrder)).toEqual(await comparable(inOrder));
    expect((await comparable(inOrder)).pool).toMatchObject({ planId: "pro", total: 5000 });
  });

  it("restarts the cycle with the plan's credits on renewal (invoice.paid)", async () => {
    const user = await createSignedInUser(t);
    const start = seconds(new Date(Date.now() - 10 * 24 * 3600 * 1000));
    const customer = await checkoutPro(user, "sub_renewal", start);
    await deliver("checkout.session.completed", { customer, subscription: "sub_renewal" });
    const before = await personalPool(t, user.userId);
    expect(before).toMatchObject({ cycleStart: start, cycleEnd: addMonths(start, 1) });
    await setPoolUsage(t, before.id, 4321);

    const next = addMonths(start, 1);
    stripe.setSubscription({
      ...stripe.subscriptions.get("sub_renewal")!,
      periodStart: next,
      periodEnd: addMonths(next, 1),
    });
    // Since API 2025-03-31 an invoice names its subscription under parent.subscription_details.
    await deliver("invoice.paid", {
      object: "invoice",
      customer,
      parent: { type: "subscription_details", subscription_details: { subscription: "sub_renewal" } },
    });

    expect(await personalPool(t, user.userId)).toMatchObject({
      planId: "pro",
      total: 5000,
      used: 0,
      cycleStart: next,
      cycleEnd: addMonths(next, 1),
      notifiedThresholds: [],
    });
    expect((await accountSubscription(t, user)).nextBillingDate).toBe(addMonths(next, 1).toISOString());
  });

  it("does not reset twice when the pool already rolled over before the renewal event came", async () => {
    const user = await createSignedInUser(t);
    const start = seconds(new Date(Date.now() - 40 * 24 * 3600 * 1000));
    const customer = await checkoutPro(user, "sub_late_renewal", start);
    await deliver("checkout.session.completed", { customer, subscription: "sub_late_renewal" });
    // The period ended 10 days ago: the first reader rolled the pool over; usage since then counts.
    const rolled = await personalPool(t, user.userId);
    expect(rolled).toMatchObject({ cycleStart: addMonths(start, 1), used: 0 });
    await setPoolUsage(t, rolled.id, 150);

    const next = addMonths(start, 1);
    stripe.setSubscription({
      ...stripe.subscriptions.get("sub_late_renewal")!,
      periodStart: next,
      periodEnd: addMonths(next, 1),
    });
    await deliver("invoice.paid", { customer, parent: { subscription_details: { subscription: "sub_late_renewal" } } });
    expect(await personalPool(t, user.userId)).toMatchObject({ cycleStart: next, used: 150, total: 5000 });
  });

  it("keeps the plan until the period ends after a cancellation, then falls back to Free", async () => {
    const user = await createSignedInUser(t);
    const customer = await checkoutPro(user, "sub_cancel");
    await deliver("checkout.session.completed", { customer, subscription: "sub_cancel" });
    const current = stripe.subscriptions.get("sub_cancel")!;

    stripe.setSubscription({ ...current, cancelAtPeriodEnd: true });
    await deliver("customer.subscription.updated", { id: "sub_cancel", customer });
    expect(await personalPool(t, user.userId)).toMatchObject({ planId: "pro", total: 5000 });
    expect(await accountSubscription(t, user)).toMatchObject({
      status: "active",
      nextBillingDate: null,
      paidPeriod: { end: current.periodEnd.toISOString(), cancelAtPeriodEnd: true },
    });

    stripe.setSubscription({ ...current, status: "canceled", cancelAtPeriodEnd: true, endedAt: current.periodEnd });
    await deliver("customer.subscription.deleted", { id: "sub_cancel", customer });
    expect(await personalPool(t, user.userId)).toMatchObject({ planId: "free", total: 200, used: 0 });
    const card = await accountSubscription(t, user);
    expect(card).toMatchObject({
      subscriptionPlan: "Free",
      status: "canceled",
      nextBillingDate: null,
      totalTokens: 200,
    });
    expect(card.paidPeriod).toBeUndefined();
  });

  it("keeps the credits while past_due and falls back once Stripe gives up (unpaid)", async () => {
    const user = await createSignedInUser(t);
    const customer = await checkoutPro(user, "sub_dunning");
    await deliver("checkout.session.completed", { customer, subscription: "sub_dunning" });
    const current = stripe.subscriptions.get("sub_dunning")!;

    stripe.setSubscription({ ...current, status: "past_due" });
    await deliver("invoice.payment_failed", {
      customer,
      parent: { subscription_details: { subscription: "sub_dunning" } },
    });
    expect(await personalPool(t, user.userId)).toMatchObject({ planId: "pro", total: 5000 });
    expect((await accountSubscription(t, user)).status).toBe("past_due");

    stripe.setSubscription({ ...current, status: "unpaid" });
    await deliver("customer.subscription.updated", { id: "sub_dunning", customer });
    expect(await personalPool(t, user.userId)).toMatchObject({ planId: "free", total: 200 });
  });

  it("releases the event when Stripe cannot be read, so Stripe's retry is processed", async () => {
    allowConsoleError(/stripe webhook: sync failed, Stripe will retry/);
    const user = await createSignedInUser(t);
    const customer = await checkoutPro(user, "sub_retry");
    stripe.failAll(true);
    const failed = await deliver("customer.subscription.created", { id: "sub_retry", customer }, "evt_retry");
    stripe.failAll(false);
    expect(failed.status).toBe(503);
    expect(await personalPool(t, user.userId)).toMatchObject({ planId: "free" });

    const retried = await deliver("customer.subscription.created", { id: "sub_retry", customer }, "evt_retry");
    expect(await retried.json()).toEqual({ received: true, duplicate: false });
    expect(await personalPool(t, user.userId)).toMatchObject({ planId: "pro", total: 5000 });
  });

  it("acknowledges events about customers or prices that are not ours without storing anything", async () => {
    stripe.setSubscription({
      id: "sub_stranger",
      customer: "cus_stranger",
      price: "price_pro_monthly",
      status: "active",
      periodStart: new Date(),
      periodEnd: addMonths(new Date(), 1),
      created: new Date(),
    });
    const res = await deliver("customer.subscription.updated", { id: "sub_stranger", customer: "cus_stranger" });
    expect(res.status).toBe(200);
    const other = await deliver("payment_intent.succeeded", { id: "pi_1", object: "payment_intent" });
    expect(other.status).toBe(200);
  });
});

describe("POST /api/subscription/sync with Stripe", () => {
  it("picks up a paid checkout before its webhook arrives", async () => {
    const user = await createSignedInUser(t);
    await checkoutPro(user, "sub_sync");
    const res = await request(t, "/api/subscription/sync", { method: "POST", cookie: user.cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.synced).toBe(1);
    expect(body.subscription).toMatchObject({ subscriptionPlan: "Pro", status: "active", totalTokens: 5000 });
  });

  it("syncs the studios the user manages, and the studio pool gets the Studio plan's credits", async () => {
    const owner = await createSignedInUser(t);
    const studioId = await createStudio(t, owner, "Sync Studio");
    const res = await request(t, "/api/billing/checkout", {
      json: { planId: "studio", organizationId: studioId },
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    const customer = await customerIdOf(t, { organizationId: studioId });
    const start = seconds(new Date());
    stripe.setSubscription({
      id: "sub_studio",
      customer,
      price: "price_studio_monthly",
      status: "active",
      periodStart: start,
      periodEnd: addMonths(start, 1),
      created: start,
    });

    await request(t, "/api/subscription/sync", { method: "POST", cookie: owner.cookie });
    expect(await studioPool(t, studioId)).toMatchObject({ planId: "studio", total: 30000, used: 0 });
    expect(await personalPool(t, owner.userId)).toMatchObject({ planId: "free" });
  });
});
