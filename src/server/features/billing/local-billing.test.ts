import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { localBillingSubscription, member } from "../../db/schema/index.ts";
import { useTestApp, TEST_BASE_URL } from "../../test-utils/test-app.ts";
import { startLocalRenewalClock } from "./local/local-renewal-clock.ts";
import {
  accountSubscription,
  addStudioMember,
  createSignedInUser,
  createStudio,
  customerIdOf,
  personalPool,
  request,
  setPoolUsage,
  studioPool,
} from "./testing/billing-test-helpers.ts";
import {
  completeLocalCheckoutAs,
  GOOD_CARD,
  openLocalPortalAs,
  portalCall,
  startLocalCheckoutAs,
} from "./testing/local-flow.ts";

// The built-in local provider: its checkout and portal APIs, driving the same sync as Stripe webhooks.
const t = useTestApp();

const card = (number: string) => ({ ...GOOD_CARD, number });

describe("local checkout", () => {
  it("shows the plan, pays with a test card, and raises the plan and credits at once", async () => {
    const user = await createSignedInUser(t);
    const sessionId = await startLocalCheckoutAs(t, user, { planId: "pro" });
    const view = await (await request(t, `/api/billing/local/checkout/${sessionId}`, { cookie: user.cookie })).json();
    expect(view).toMatchObject({
      id: sessionId,
      status: "open",
      accountLabel: "Personal account",
      email: user.email,
      plan: { id: "pro", name: "Pro", priceMonthlyCents: 1900, monthlyCredits: 5000 },
    });

    const paid = await request(t, `/api/billing/local/checkout/${sessionId}/complete`, {
      json: { card: GOOD_CARD },
      cookie: user.cookie,
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ redirectUrl: `${TEST_BASE_URL}/account?from=checkout` });
    const summary = await accountSubscription(t, user);
    expect(summary).toMatchObject({ subscriptionPlan: "Pro", status: "active", totalTokens: 5000, tokensUsed: 0 });
    expect(summary.nextBillingDate).toEqual((summary.paidPeriod as { end: string }).end);

    const again = await request(t, `/api/billing/local/checkout/${sessionId}/complete`, {
      json: { card: GOOD_CARD },
      cookie: user.cookie,
    });
    expect(again.status).toBe(409);
    expect(
      (await (await request(t, `/api/billing/local/checkout/${sessionId}`, { cookie: user.cookie })).json()).status,
    ).toBe("complete");
  });

  it("refuses declined, unknown and expired cards without any change", async () => {
    const user = await createSignedInUser(t);
    const sessionId = await startLocalCheckoutAs(t, user, { planId: "pro" });
    const complete = (body: unknown) =>
      request(t, `/api/billing/local/checkout/${sessionId}/complete`, { json: body, cookie: user.cookie });

    const declined = await complete({ card: card("4000 0000 0000 0002") });
    expect(declined.status).toBe(402);
    expect((await declined.json()).error.message).toBe("Your card was declined.");
    const real = await complete({ card: card("4111 1111 1111 1111") });
    expect(real.status).toBe(422);
    expect((await real.json()).error.message).toContain("test card");
    expect((await complete({ card: { ...GOOD_CARD, expYear: 2001 } })).status).toBe(422);
    expect((await complete({ card: { ...GOOD_CARD, cvc: "12" } })).status).toBe(422);
    expect((await complete({})).status).toBe(422);
    expect(await personalPool(t, user.userId)).toMatchObject({ planId: "free", total: 200 });
  });

  it("is usable only by the user who started it", async () => {
    const user = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const sessionId = await startLocalCheckoutAs(t, user, { planId: "pro" });
    expect((await request(t, `/api/billing/local/checkout/${sessionId}`, { cookie: other.cookie })).status).toBe(404);
    expect(
      (
        await request(t, `/api/billing/local/checkout/${sessionId}/complete`, {
          json: { card: GOOD_CARD },
          cookie: other.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await request(t, `/api/billing/local/checkout/${sessionId}`)).status).toBe(401);
    expect((await request(t, "/api/billing/local/checkout/lcs_nope", { cookie: user.cookie })).status).toBe(404);
  });
});

describe("local portal", () => {
  it("shows the card, the subscription and its invoices", async () => {
    const user = await createSignedInUser(t);
    await completeLocalCheckoutAs(t, user, { planId: "pro" });
    const view = await (await portalCall(t, user, await openLocalPortalAs(t, user))).json();
    expect(view).toMatchObject({
      returnUrl: `${TEST_BASE_URL}/account`,
      accountLabel: "Personal account",
      card: { brand: "Visa", last4: "4242", expMonth: 12 },
      subscription: { plan: { id: "pro" }, status: "active", cancelAtPeriodEnd: false, endedAt: null },
      plans: [{ id: "pro" }],
      simulationsEnabled: true,
    });
    expect(view.invoices).toHaveLength(1);
    expect(view.invoices[0]).toMatchObject({ planName: "Pro", amountCents: 1900, status: "paid" });
  });

  it("cancels at period end (plan kept until then) and resumes", async () => {
    const user = await createSignedInUser(t);
    await completeLocalCheckoutAs(t, user, { planId: "pro" });
    const portal = await openLocalPortalAs(t, user);

    const canceled = await (await portalCall(t, user, portal, "cancel")).json();
    expect(canceled.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await accountSubscription(t, user)).toMatchObject({
      subscriptionPlan: "Pro",
      status: "active",
      nextBillingDate: null,
      paidPeriod: { cancelAtPeriodEnd: true },
    });
    expect((await portalCall(t, user, portal, "cancel")).status).toBe(409);

    const resumed = await (await portalCall(t, user, portal, "resume")).json();
    expect(resumed.subscription.cancelAtPeriodEnd).toBe(false);
    expect((await accountSubscription(t, user)).nextBillingDate).toBe(resumed.subscription.currentPeriodEnd);
  });

  it("falls back to Free when a canceled plan's period ends", async () => {
    const user = await createSignedInUser(t);
    await completeLocalCheckoutAs(t, user, { planId: "pro" });
    const portal = await openLocalPortalAs(t, user);
    await portalCall(t, user, portal, "cancel");
    const ended = await (await portalCall(t, user, portal, "simulate", { event: "renewal" })).json();
    expect(ended.subscription).toMatchObject({ status: "canceled" });
    expect(await personalPool(t, user.userId)).toMatchObject({ planId: "free", total: 200, used: 0 });
    expect(await accountSubscription(t, user)).toMatchObject({
      subscriptionPlan: "Free",
      status: "canceled",
      nextBillingDate: null,
    });
    expect((await portalCall(t, user, portal, "resume")).status).toBe(409);
  });

  it("renews: a new period, a new paid invoice and a fresh cycle of credits", async () => {
    const user = await createSignedInUser(t);
    await completeLocalCheckoutAs(t, user, { planId: "pro" });
    const pool = await personalPool(t, user.userId);
    await setPoolUsage(t, pool.id, 4000);
    const portal = await openLocalPortalAs(t, user);
    const renewed = await (await portalCall(t, user, portal, "simulate", { event: "renewal" })).json();
    expect(renewed.invoices).toHaveLength(2);
    expect(await personalPool(t, user.userId)).toMatchObject({
      planId: "pro",
      total: 5000,
      used: 0,
      cycleStart: new Date(renewed.subscription.currentPeriodStart),
    });
  });

  it("keeps the credits while past_due, settles on a new card, and ends when retries run out", async () => {
    const user = await createSignedInUser(t);
    await completeLocalCheckoutAs(t, user, { planId: "pro" }, card("4000 0000 0000 0341"));
    const portal = await openLocalPortalAs(t, user);

    const pastDue = await (await portalCall(t, user, portal, "simulate", { event: "renewal" })).json();
    expect(pastDue.subscription.status).toBe("past_due");
    expect(pastDue.invoices[0]).toMatchObject({ status: "open" });
    expect(await accountSubscription(t, user)).toMatchObject({
      status: "past_due",
      subscriptionPlan: "Pro",
      totalTokens: 5000,
    });

    expect((await portalCall(t, user, portal, "card", { card: card("4000 0000 0000 0002") })).status).toBe(402);
    const settled = await (await portalCall(t, user, portal, "card", { card: card("5555 5555 5555 4444") })).json();
    expect(settled).toMatchObject({ card: { brand: "Mastercard", last4: "4444" }, subscription: { status: "active" } });
    expect(settled.invoices.every((invoice: { status: string }) => invoice.status === "paid")).toBe(true);

    await portalCall(t, user, portal, "simulate", { event: "payment_failed" });
    expect((await accountSubscription(t, user)).status).toBe("past_due");
    const gaveUp = await (await portalCall(t, user, portal, "simulate", { event: "retries_exhausted" })).json();
    expect(gaveUp.subscription.status).toBe("canceled");
    expect(await personalPool(t, user.userId)).toMatchObject({ planId: "free", total: 200 });
  });

  it("offers only the account's paid plans when changing plan", async () => {
    const user = await createSignedInUser(t);
    await completeLocalCheckoutAs(t, user, { planId: "pro" });
    const portal = await openLocalPortalAs(t, user);
    expect((await portalCall(t, user, portal, "plan", { planId: "studio" })).status).toBe(422);
    expect((await portalCall(t, user, portal, "plan", { planId: "free" })).status).toBe(422);
    expect((await portalCall(t, user, portal, "plan", { planId: "pro" })).status).toBe(409);
    expect((await portalCall(t, user, portal, "plan", {})).status).toBe(422);
    expect((await portalCall(t, user, portal, "simulate", { event: "tomorrow" })).status).toBe(422);
  });

  it("answers 409 for subscription changes when there is no subscription", async () => {
    const user = await createSignedInUser(t);
    const portal = await openLocalPortalAs(t, user);
    const view = await (await portalCall(t, user, portal)).json();
    expect(view).toMatchObject({ subscription: null, card: null, invoices: [] });
    expect((await portalCall(t, user, portal, "cancel")).status).toBe(409);
  });

  it("is usable only by the user who opened it, and only while they manage the studio", async () => {
    const owner = await createSignedInUser(t);
    const admin = await createSignedInUser(t);
    const studioId = await createStudio(t, owner, "Portal Studio");
    await addStudioMember(t, studioId, admin.userId, "admin");
    const portal = await openLocalPortalAs(t, admin, studioId);
    expect((await portalCall(t, owner, portal)).status).toBe(404);
    expect((await portalCall(t, admin, portal)).status).toBe(200);

    // Demoted while the link is open: the portal stops working for them.
    await t.services.auth.api.updateMemberRole({
      body: { memberId: (await memberIdOf(studioId, admin.userId))!, role: "member", organizationId: studioId },
      headers: new Headers({ cookie: owner.cookie }),
    });
    const demoted = await portalCall(t, admin, portal);
    expect(demoted.status).toBe(403);
  });
});

describe("local renewal clock", () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

  async function subscribeWithEndedPeriod() {
    const user = await createSignedInUser(t);
    await completeLocalCheckoutAs(t, user, { planId: "pro" });
    const customerId = await customerIdOf(t, { userId: user.userId });
    const periodEnd = daysAgo(1);
    await t.database.db
      .update(localBillingSubscription)
      .set({ currentPeriodStart: daysAgo(31), currentPeriodEnd: periodEnd })
      .where(eq(localBillingSubscription.customerId, customerId));
    return { user, periodEnd };
  }

  it("renews subscriptions whose period has ended on its tick, like Stripe's own clock", async () => {
    const { user, periodEnd } = await subscribeWithEndedPeriod();
    const clock = startLocalRenewalClock(
      { db: t.database.db, provider: t.services.billing, logger: t.services.logger },
      3_600_000,
    );
    await clock.tick();
    clock.stop();
    expect(await accountSubscription(t, user)).toMatchObject({
      status: "active",
      subscriptionPlan: "Pro",
      paidPeriod: { start: periodEnd.toISOString() },
    });
    expect(await personalPool(t, user.userId)).toMatchObject({ cycleStart: periodEnd, used: 0 });
  });

  it("catches up on the next sync as well, when the clock has not ticked yet", async () => {
    const { user, periodEnd } = await subscribeWithEndedPeriod();
    const { subscription } = await (
      await request(t, "/api/subscription/sync", { method: "POST", cookie: user.cookie })
    ).json();
    expect(subscription).toMatchObject({ status: "active", paidPeriod: { start: periodEnd.toISOString() } });
  });
});

describe("studio subscription", () => {
  it("raises the studio pool for all members once the owner subscribes", async () => {
    const owner = await createSignedInUser(t);
    const studioId = await createStudio(t, owner, "Pooled Studio");
    const sessionId = await startLocalCheckoutAs(t, owner, { planId: "studio", organizationId: studioId });
    const paid = await request(t, `/api/billing/local/checkout/${sessionId}/complete`, {
      json: { card: GOOD_CARD },
      cookie: owner.cookie,
    });
    // Back to the studio's Billing tab, where its checkout started.
    expect(await paid.json()).toEqual({ redirectUrl: `${TEST_BASE_URL}/account?from=checkout&tab=billing` });
    expect(await studioPool(t, studioId)).toMatchObject({ planId: "studio", total: 30_000 });
    expect(await personalPool(t, owner.userId)).toMatchObject({ planId: "free", total: 200 });
    const portal = await (await portalCall(t, owner, await openLocalPortalAs(t, owner, studioId))).json();
    expect(portal).toMatchObject({ accountLabel: "Pooled Studio (studio)", plans: [{ id: "studio" }] });
  });

  it("lets members' studio keys draw from the new pool once the owner subscribes", async () => {
    const owner = await createSignedInUser(t);
    const teammate = await createSignedInUser(t);
    const studioId = await createStudio(t, owner, "Keyed Studio");
    await addStudioMember(t, studioId, teammate.userId, "member");
    const generated = await request(t, "/api/api-key/generate", {
      json: { organizationId: studioId },
      cookie: teammate.cookie,
    });
    const { apiKey } = (await generated.json()) as { apiKey: string };
    const spend = (idempotencyKey: string) =>
      t.app.request("/api/v1/usage", {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ amount: 5, idempotencyKey }),
      });

    // Before the subscription the studio has no credits.
    expect((await spend("before-subscription")).status).toBe(402);
    await completeLocalCheckoutAs(t, owner, { planId: "studio", organizationId: studioId });
    const after = await spend("after-subscription");
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ used: 5, total: 30_000, remaining: 29_995, replayed: false });
    expect(await studioPool(t, studioId)).toMatchObject({ used: 5, total: 30_000 });
    // The member's personal pool is untouched.
    expect(await personalPool(t, teammate.userId)).toMatchObject({ used: 0 });
  });
});

async function memberIdOf(organizationId: string, userId: string) {
  const [row] = await t.database.db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)));
  return row?.id;
}
