import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account as accountTable, billingSubscription, creditPool, user as userTable } from "../../db/schema/index.ts";
import { createSignedInUser, request } from "../../test-utils/auth-helpers.ts";
import { awaitInvalidations, useTestApp } from "../../test-utils/test-app.ts";

const t = useTestApp();

describe("GET /api/account/details", () => {
  it("answers the documented shape (docs/product.md#entities) with the Free/Inactive defaults", async () => {
    const user = await createSignedInUser(t);
    const res = await request(t, "/api/account/details", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await res.json()).toEqual({
      hasPersonalApiKey: false,
      hasOrganizationApiKey: false,
      hasPasswordCredential: true,
      isTwoFactorEnabled: false,
      subscription: {
        tokensUsed: 0,
        totalTokens: 200,
        subscriptionPlan: "Free",
        status: "Inactive",
        nextBillingDate: null,
      },
    });
  });

  it("accepts the session token as a bearer header", async () => {
    const user = await createSignedInUser(t);
    const res = await request(t, "/api/account/details", { bearer: user.token });
    expect(res.status).toBe(200);
  });

  it("refuses a request without a session with 401 'Authentication required'", async () => {
    const res = await request(t, "/api/account/details");
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatchObject({ code: "unauthorized", message: "Authentication required" });
    expect((await request(t, "/api/account/details", { bearer: "not-a-token" })).status).toBe(401);
  });

  it("answers a bad activeOrgId with 422 and ignores a studio the user is not in", async () => {
    const user = await createSignedInUser(t);
    const bad = await request(t, `/api/account/details?activeOrgId=${"x".repeat(200)}`, { cookie: user.cookie });
    expect(bad.status).toBe(422);
    const foreign = await request(t, "/api/account/details?activeOrgId=someone-elses", { cookie: user.cookie });
    expect(foreign.status).toBe(200);
    expect((await foreign.json()).hasOrganizationApiKey).toBe(false);
  });

  it("shows the subscription that applies: the newest entitling one over a newer canceled one", async () => {
    const user = await createSignedInUser(t);
    const day = 24 * 60 * 60 * 1000;
    const periodEnd = new Date(Date.now() + 29 * day);
    const subscription = (id: string, status: string, createdDaysAgo: number) => ({
      provider: "local",
      subscriptionId: id,
      customerId: `cus_${user.userId}`,
      userId: user.userId,
      planId: "pro",
      status,
      currentPeriodStart: new Date(Date.now() - day),
      currentPeriodEnd: periodEnd,
      providerCreatedAt: new Date(Date.now() - createdDaysAgo * day),
    });
    await t.database.db
      .insert(billingSubscription)
      .values([subscription("sub_active", "active", 10), subscription("sub_canceled", "canceled", 1)]);
    const { subscription: shown } = await (await request(t, "/api/account/details", { cookie: user.cookie })).json();
    expect(shown.status).toBe("active");
    expect(shown.nextBillingDate).toBe(periodEnd.toISOString());

    await t.database.db
      .update(billingSubscription)
      .set({ status: "canceled" })
      .where(eq(billingSubscription.subscriptionId, "sub_active"));
    await awaitInvalidations(t);
    const { subscription: ended } = await (await request(t, "/api/account/details", { cookie: user.cookie })).json();
    expect(ended).toMatchObject({ status: "canceled", nextBillingDate: null });
  });

  it("shows the current cycle once the pool's cycle has ended (rolled over on read)", async () => {
    const user = await createSignedInUser(t);
    expect(
      (await (await request(t, "/api/account/details", { cookie: user.cookie })).json()).subscription.tokensUsed,
    ).toBe(0);
    const past = new Date(Date.now() - 60_000);
    await t.database.db
      .update(creditPool)
      .set({ used: 150, cycleStart: new Date(past.getTime() - 30 * 24 * 60 * 60 * 1000), cycleEnd: past })
      .where(eq(creditPool.userId, user.userId));
    await awaitInvalidations(t);
    const { subscription } = await (await request(t, "/api/account/details", { cookie: user.cookie })).json();
    expect(subscription).toMatchObject({ tokensUsed: 0, totalTokens: 200 });
    const [pool] = await t.database.db.select().from(creditPool).where(eq(creditPool.userId, user.userId));
    expect(pool?.cycleEnd.getTime()).toBeGreaterThan(Date.now());
  });
});

describe("POST /api/account/view-backup-codes", () => {
  it("needs a session, a password, and two-factor enabled", async () => {
    const user = await createSignedInUser(t);
    expect((await request(t, "/api/account/view-backup-codes", { json: { password: "x" } })).status).toBe(401);
    const empty = await request(t, "/api/account/view-backup-codes", { json: { password: "" }, cookie: user.cookie });
    expect(empty.status).toBe(422);
    const notJson = await t.app.request("/api/account/view-backup-codes", {
      method: "POST",
      headers: { cookie: user.cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      body: "{nope",
    });
    expect(notJson.status).toBe(400);
    const disabled = await request(t, "/api/account/view-backup-codes", {
      json: { password: user.password },
      cookie: user.cookie,
    });
    expect(disabled.status).toBe(400);
    expect((await disabled.json()).error.message).toBe("Two-factor authentication is not enabled.");
  });
});

describe("POST /api/account/set-password", () => {
  it("validates the new password with the documented messages (docs/product.md#validation)", async () => {
    const user = await createSignedInUser(t);
    const res = await request(t, "/api/account/set-password", { json: { newPassword: "short" }, cookie: user.cookie });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe("newPassword: Password must be at least 8 characters long.");
    expect((await request(t, "/api/account/set-password", { json: { newPassword: "good-password-1" } })).status).toBe(
      401,
    );
  });

  it("refuses when a password already exists, and sets one when it does not", async () => {
    const user = await createSignedInUser(t);
    const existing = await request(t, "/api/account/set-password", {
      json: { newPassword: "good-password-1" },
      cookie: user.cookie,
    });
    expect(existing.status).toBe(409);

    // An account without a password credential (as after a social sign-in).
    await t.database.db.update(accountTable).set({ password: null }).where(eq(accountTable.userId, user.userId));
    const before = await request(t, "/api/account/details", { cookie: user.cookie });
    expect((await before.json()).hasPasswordCredential).toBe(false);
    const set = await request(t, "/api/account/set-password", {
      json: { newPassword: "good-password-1" },
      cookie: user.cookie,
    });
    expect(set.status).toBe(200);
    const after = await request(t, "/api/account/details", { cookie: user.cookie });
    expect((await after.json()).hasPasswordCredential).toBe(true);
  });
});

describe("password guessing through our endpoints", () => {
  it("rate-limits wrong passwords on view-backup-codes like better-auth's own endpoints", async () => {
    const user = await createSignedInUser(t);
    await request(t, "/api/auth/two-factor/enable", { json: { password: user.password }, cookie: user.cookie });
    await t.database.db.update(userTable).set({ twoFactorEnabled: true }).where(eq(userTable.id, user.userId));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await request(t, "/api/account/view-backup-codes", {
            json: { password: `guess-${i}-x` },
            cookie: user.cookie,
            ip: "10.66.0.1",
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });
});

describe("NUL characters", () => {
  it("answers text with a NUL character with 4xx, never 500", async () => {
    const user = await createSignedInUser(t);
    expect((await request(t, "/api/account/details?activeOrgId=a%00b", { cookie: user.cookie })).status).toBe(400);
    expect((await request(t, "/api/invitations/a%00b")).status).toBe(400);
    const studio = await request(t, "/api/account/create-studio", { json: { name: "ab\u0000c" }, cookie: user.cookie });
    // A studio name is validated as plain text before the database sees it.
    expect(studio.status).toBe(422);
    expect((await studio.json()).error.message).toBe(
      "name: Studio name must be plain text, without control characters.",
    );
  });
});
