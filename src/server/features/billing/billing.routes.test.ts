import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp, TEST_BASE_URL } from "../../test-utils/test-app.ts";
import {
  addStudioMember,
  createSignedInUser,
  createStudio,
  request,
  setPoolUsage,
  studioPool,
  type TestUser,
} from "./testing/billing-test-helpers.ts";
import { completeLocalCheckoutAs } from "./testing/local-flow.ts";

// The billing endpoints with the default (local) provider: happy path, bad input, no session, and
// another user's or studio's resource for each (docs/testing.md).
const t = useTestApp();
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let studioId: string;

beforeAll(async () => {
  [owner, admin, member, outsider] = await Promise.all([
    createSignedInUser(t),
    createSignedInUser(t),
    createSignedInUser(t),
    createSignedInUser(t),
  ]);
  studioId = await createStudio(t, owner, "Route Studio");
  await addStudioMember(t, studioId, admin.userId, "admin");
  await addStudioMember(t, studioId, member.userId, "member");
}, 120_000);

const NOT_ALLOWED = "You are not allowed to access resource: organization";

describe("POST /api/billing/checkout", () => {
  it("returns the local checkout page for a personal plan", async () => {
    const user = await createSignedInUser(t);
    const res = await request(t, "/api/billing/checkout", { json: { planId: "pro" }, cookie: user.cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).url).toMatch(new RegExp(`^${TEST_BASE_URL}/billing/local-checkout\\?session=lcs_`));
  });

  it("lets an owner or admin check out the studio plan for their studio", async () => {
    for (const user of [owner, admin]) {
      const res = await request(t, "/api/billing/checkout", {
        json: { planId: "studio", organizationId: studioId },
        cookie: user.cookie,
      });
      expect(res.status).toBe(200);
    }
  });

  it("rejects bad input with 422 (or 400 for a body that is not JSON)", async () => {
    const cases: Array<[unknown, string]> = [
      [{}, "planId"],
      [{ planId: "gold" }, "planId: Unknown plan."],
      [{ planId: "free" }, "planId: The Free plan needs no checkout."],
      [{ planId: "studio" }, "organizationId"],
      [{ planId: "pro", organizationId: studioId }, "organizationId"],
      [{ planId: "pro", organizationId: "x".repeat(101) }, "organizationId"],
    ];
    for (const [json, message] of cases) {
      const res = await request(t, "/api/billing/checkout", { json, cookie: owner.cookie });
      expect(res.status).toBe(422);
      expect((await res.json()).error.message).toContain(message);
    }
    const notJson = await t.app.request("/api/billing/checkout", {
      method: "POST",
      headers: { cookie: owner.cookie, origin: TEST_BASE_URL, "content-type": "application/json" },
      body: "{plan",
    });
    expect(notJson.status).toBe(400);
  });

  it("needs a session", async () => {
    const res = await request(t, "/api/billing/checkout", { json: { planId: "pro" } });
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe("Authentication required");
  });

  it("refuses a studio the user is not in (404) or only a member of (403)", async () => {
    const outside = await request(t, "/api/billing/checkout", {
      json: { planId: "studio", organizationId: studioId },
      cookie: outsider.cookie,
    });
    expect(outside.status).toBe(404);
    const plain = await request(t, "/api/billing/checkout", {
      json: { planId: "studio", organizationId: studioId },
      cookie: member.cookie,
    });
    expect(plain.status).toBe(403);
    expect((await plain.json()).error.message).toBe(NOT_ALLOWED);
    const missing = await request(t, "/api/billing/checkout", {
      json: { planId: "studio", organizationId: "no-such-studio" },
      cookie: owner.cookie,
    });
    expect(missing.status).toBe(404);
  });

  it("refuses a second checkout while a subscription is active (409)", async () => {
    const user = await createSignedInUser(t);
    await completeLocalCheckoutAs(t, user, { planId: "pro" });
    const res = await request(t, "/api/billing/checkout", { json: { planId: "pro" }, cookie: user.cookie });
    expect(res.status).toBe(409);
  });
});

describe("POST /api/account/portal-session", () => {
  it("returns the local portal page for the user and for a studio they manage", async () => {
    const personal = await request(t, "/api/account/portal-session", {
      json: { returnUrl: `${TEST_BASE_URL}/account` },
      cookie: owner.cookie,
    });
    expect(personal.status).toBe(200);
    expect((await personal.json()).url).toMatch(new RegExp(`^${TEST_BASE_URL}/billing/local-portal\\?session=lps_`));
    const studio = await request(t, "/api/account/portal-session", {
      json: { returnUrl: `${TEST_BASE_URL}/account`, organizationId: studioId },
      cookie: admin.cookie,
    });
    expect(studio.status).toBe(200);
  });

  it("accepts only a same-origin returnUrl (422 otherwise)", async () => {
    for (const returnUrl of ["https://evil.example/account", "javascript:alert(1)", "/account", ""]) {
      const res = await request(t, "/api/account/portal-session", { json: { returnUrl }, cookie: owner.cookie });
      expect(res.status).toBe(422);
    }
    expect((await request(t, "/api/account/portal-session", { json: {}, cookie: owner.cookie })).status).toBe(422);
  });

  it("needs a session, and owner/admin for a studio", async () => {
    expect(
      (await request(t, "/api/account/portal-session", { json: { returnUrl: `${TEST_BASE_URL}/account` } })).status,
    ).toBe(401);
    const plain = await request(t, "/api/account/portal-session", {
      json: { returnUrl: `${TEST_BASE_URL}/account`, organizationId: studioId },
      cookie: member.cookie,
    });
    expect(plain.status).toBe(403);
    expect((await plain.json()).error.message).toBe(NOT_ALLOWED);
    const outside = await request(t, "/api/account/portal-session", {
      json: { returnUrl: `${TEST_BASE_URL}/account`, organizationId: studioId },
      cookie: outsider.cookie,
    });
    expect(outside.status).toBe(404);
  });
});

describe("POST /api/subscription/sync", () => {
  it("answers the personal summary, and needs a session", async () => {
    const user = await createSignedInUser(t);
    const res = await request(t, "/api/subscription/sync", { method: "POST", cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      synced: 0,
      subscription: {
        tokensUsed: 0,
        totalTokens: 200,
        subscriptionPlan: "Free",
        status: "Inactive",
        nextBillingDate: null,
      },
    });
    expect((await request(t, "/api/subscription/sync", { method: "POST" })).status).toBe(401);
  });
});

describe("GET /api/organization/:id/billing", () => {
  it("shows owners and admins the plan, status, usage and warning level", async () => {
    const studio = await createStudio(t, owner, "Billing Tab Studio");
    const before = await request(t, `/api/organization/${studio}/billing`, { cookie: owner.cookie });
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({
      organizationId: studio,
      planId: null,
      planName: "No plan",
      status: "Inactive",
      credits: { used: 0, total: 0 },
      paidPeriod: null,
      warningLevel: null,
    });

    await completeLocalCheckoutAs(t, owner, { planId: "studio", organizationId: studio });
    const pool = await studioPool(t, studio);
    for (const [used, level] of [
      [23_999, null],
      [24_000, 80],
      [30_000, 100],
    ] as const) {
      await setPoolUsage(t, pool.id, used);
      const body = await (await request(t, `/api/organization/${studio}/billing`, { cookie: owner.cookie })).json();
      expect(body).toMatchObject({
        planId: "studio",
        planName: "Studio",
        status: "active",
        credits: { used, total: 30_000 },
        warningLevel: level,
      });
      expect(body.paidPeriod).toMatchObject({ cancelAtPeriodEnd: false });
    }
  });

  it("refuses members (403), outsiders (404), no session (401) and a bad id (422)", async () => {
    const plain = await request(t, `/api/organization/${studioId}/billing`, { cookie: member.cookie });
    expect(plain.status).toBe(403);
    expect((await plain.json()).error.message).toBe(NOT_ALLOWED);
    expect((await request(t, `/api/organization/${studioId}/billing`, { cookie: outsider.cookie })).status).toBe(404);
    expect((await request(t, `/api/organization/${studioId}/billing`)).status).toBe(401);
    expect((await request(t, `/api/organization/${"x".repeat(101)}/billing`, { cookie: owner.cookie })).status).toBe(
      422,
    );
  });
});

describe("POST /api/billing/stripe/webhook without Stripe", () => {
  it("does not exist while the local provider runs", async () => {
    const res = await t.app.request("/api/billing/stripe/webhook", { method: "POST", body: "{}" });
    expect(res.status).toBe(404);
  });
});
