import { allowConsoleError } from "../../../../tests/support/console-guard.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingSubscription, user } from "../../db/schema/index.ts";
import { confirmDeletion, deletionTokenFor, requestDeletion } from "../../test-utils/account-helpers.ts";
import { createSignedInUser, latestMail, linkIn, request, uniqueEmail } from "../../test-utils/auth-helpers.ts";
import { generateKey, me } from "../../test-utils/plugin-helpers.ts";
import { addMemberAs, createStudioAs } from "../../test-utils/studio-helpers.ts";
import { createTestApp, startSecondInstance, TEST_BASE_URL, type TestApp } from "../../test-utils/test-app.ts";
import { addMonths } from "../credits/cycle.ts";
import { customerIdOf, type TestUser } from "../billing/testing/billing-test-helpers.ts";
import { startStripeStandIn, type StripeStandIn } from "../billing/testing/stripe-stand-in.ts";

// Deleting an account with a live Stripe subscription: the real `stripe` SDK against the local stand-in.
let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_goji",
    STRIPE_WEBHOOK_SECRET: "whsec_test_goji_deletion",
    STRIPE_PRICE_PRO: "price_pro_monthly",
    STRIPE_PRICE_STUDIO: "price_studio_monthly",
    STRIPE_API_HOST: stripe.url,
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A Pro subscription as Stripe would hold it after checkout, synced into our copy. */
async function subscribePro(person: TestUser, subscriptionId: string) {
  expect((await request(t, "/api/billing/checkout", { json: { planId: "pro" }, cookie: person.cookie })).status).toBe(
    200,
  );
  const customer = await customerIdOf(t, { userId: person.userId });
  const start = new Date(Math.floor(Date.now() / 1000) * 1000);
  stripe.setSubscription({
    id: subscriptionId,
    customer,
    price: "price_pro_monthly",
    status: "active",
    periodStart: start,
    periodEnd: addMonths(start, 1),
    created: start,
  });
  stripe.invoices.push({
    id: `in_${subscriptionId}`,
    customer,
    number: "GOJI-0001",
    status: "paid",
    total: 1900,
    periodStart: start,
    periodEnd: addMonths(start, 1),
    created: start,
  });
  expect((await request(t, "/api/subscription/sync", { method: "POST", cookie: person.cookie })).status).toBe(200);
  return customer;
}

const cancelCalls = (subscriptionId: string) =>
  stripe.calls.filter((c) => c.method === "DELETE" && c.path === `/v1/subscriptions/${subscriptionId}`);

describe("deleting an account with a Stripe subscription", () => {
  it("cancels it at Stripe at once (the call is seen there) and keeps the history under a pseudonym", async () => {
    const person = await createSignedInUser(t);
    await subscribePro(person, "sub_delete_me");
    expect((await requestDeletion(t, person)).status).toBe(200);
    const res = await confirmDeletion(t, person, await deletionTokenFor(t, person.email));
    expect(res.status).toBe(200);

    expect(cancelCalls("sub_delete_me")).toHaveLength(1);
    expect(stripe.subscriptions.get("sub_delete_me")?.status).toBe("canceled");
    const [kept] = await t.database.db
      .select()
      .from(billingSubscription)
      .where(eq(billingSubscription.subscriptionId, "sub_delete_me"));
    expect(kept).toMatchObject({ status: "canceled", planId: "pro" });
    expect(kept?.userId).toMatch(/^erased_/);
    expect(await t.database.db.select().from(user).where(eq(user.id, person.userId))).toHaveLength(0);
  });

  it("deletes nothing while Stripe cannot be reached, and the e-mailed link still works afterwards", async () => {
    const person = await createSignedInUser(t);
    await subscribePro(person, "sub_outage");
    const key = await generateKey(t, person);
    expect((await requestDeletion(t, person)).status).toBe(200);
    const token = await deletionTokenFor(t, person.email);

    stripe.failAll(true);
    allowConsoleError(/cancelling subscriptions for a deletion failed/);
    try {
      const refused = await confirmDeletion(t, person, token);
      expect(refused.status).toBe(503);
      expect((await refused.json()).message).toMatch(/payment provider is not reachable.*Nothing was deleted/);
    } finally {
      stripe.failAll(false);
    }
    expect(await t.database.db.select().from(user).where(eq(user.id, person.userId))).toHaveLength(1);
    expect((await me(t, key)).status).toBe(200);
    expect(stripe.subscriptions.get("sub_outage")?.status).toBe("active");

    expect((await confirmDeletion(t, person, token)).status).toBe(200);
    expect(cancelCalls("sub_outage")).toHaveLength(1);
    expect((await me(t, key)).status).toBe(401);
  });

  it("exports the invoices Stripe holds", async () => {
    const person = await createSignedInUser(t);
    await subscribePro(person, "sub_export");
    const res = await request(t, "/api/account/export", { cookie: person.cookie });
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data.invoices).toEqual([
      expect.objectContaining({ id: "in_sub_export", amountCents: 1900, status: "paid" }),
    ]);
    expect(data.subscriptions).toEqual([
      expect.objectContaining({ provider: "stripe", planId: "pro", status: "active" }),
    ]);
    stripe.failAll(true);
    try {
      expect((await request(t, "/api/account/export", { cookie: person.cookie })).status).toBe(503);
    } finally {
      stripe.failAll(false);
    }
  });
});

describe("deleting a studio with a Stripe subscription", () => {
  it("cancels it at Stripe at once and refuses the studio's keys on another instance", async () => {
    const owner = await createSignedInUser(t);
    const worker = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner, "Stripe Studio");
    await addMemberAs(t, studioId, worker.userId, "member");
    const checkout = await request(t, "/api/billing/checkout", {
      json: { planId: "studio", organizationId: studioId },
      cookie: owner.cookie,
    });
    expect(checkout.status).toBe(200);
    const customer = await customerIdOf(t, { organizationId: studioId });
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    stripe.setSubscription({
      id: "sub_studio_delete_me",
      customer,
      price: "price_studio_monthly",
      status: "active",
      periodStart: start,
      periodEnd: addMonths(start, 1),
      created: start,
    });
    expect((await request(t, "/api/subscription/sync", { method: "POST", cookie: owner.cookie })).status).toBe(200);

    // The member's studio key is known (and cached) on a second instance before the studio goes.
    const studioKey = await generateKey(t, worker, studioId);
    const second = startSecondInstance(t);
    try {
      const onSecond = () => second.app.request("/api/v1/me", { headers: { authorization: `Bearer ${studioKey}` } });
      expect((await onSecond()).status).toBe(200);

      const deleted = await request(t, "/api/auth/organization/delete", {
        json: { organizationId: studioId },
        cookie: owner.cookie,
      });
      expect(deleted.status).toBe(200);
      expect(cancelCalls("sub_studio_delete_me")).toHaveLength(1);
      expect(stripe.subscriptions.get("sub_studio_delete_me")?.status).toBe("canceled");
      const [kept] = await t.database.db
        .select()
        .from(billingSubscription)
        .where(eq(billingSubscription.subscriptionId, "sub_studio_delete_me"));
      expect(kept).toMatchObject({ status: "canceled", planId: "studio" });
      expect(kept?.organizationId).toMatch(/^erased_/);

      expect((await me(t, studioKey)).status).toBe(401);
      // The other instance has heard of it once the database's notifications committed before now arrived.
      await second.services.syncCaches();
      expect((await onSecond()).status).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe("changing the e-mail address of a Stripe customer", () => {
  it("gives Stripe the new address once the link is opened, and not before", async () => {
    const person = await createSignedInUser(t);
    const customer = await subscribePro(person, "sub_new_address");
    const updates = () => stripe.calls.filter((c) => c.method === "POST" && c.path === `/v1/customers/${customer}`);
    const newEmail = uniqueEmail("moved");
    const asked = await request(t, "/api/auth/change-email", {
      json: { newEmail, password: person.password, callbackURL: "/account" },
      cookie: person.cookie,
    });
    expect(asked.status).toBe(200);
    expect(updates()).toEqual([]);

    const mail = await latestMail(t, newEmail);
    const link = new URL(linkIn(mail?.text ?? ""));
    const opened = await t.app.request(link.pathname + link.search, { headers: { origin: TEST_BASE_URL } });
    expect(opened.status).toBe(302);
    const [row] = await t.database.db.select({ email: user.email }).from(user).where(eq(user.id, person.userId));
    expect(row?.email).toBe(newEmail);
    expect(updates().map((c) => c.form.email)).toEqual([newEmail]);
  });
});
