import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { account, apiKey, deviceAuthorization, member, session, twoFactor, usageEvent } from "../../db/schema/index.ts";
import { enableTwoFactor } from "../../test-utils/account-helpers.ts";
import { createSignedInUser, request, signIn } from "../../test-utils/auth-helpers.ts";
import { connectDevice } from "../../test-utils/device-helpers.ts";
import { picture, upload } from "../../test-utils/image-fixtures.ts";
import { generateKey, setPoolTotal, spend } from "../../test-utils/plugin-helpers.ts";
import { addMemberAs, createStudioAs } from "../../test-utils/studio-helpers.ts";
import { createTestApp, type TestApp } from "../../test-utils/test-app.ts";
import { completeLocalCheckoutAs } from "../billing/testing/local-flow.ts";

// GET /api/account/export (GDPR art. 20) with the local billing provider (Stripe: stripe-account-deletion.test.ts).
const ADMIN_EMAIL = "export-admin@example.test";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Every property name in a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe("GET /api/account/export", () => {
  it("holds everything about the user, and no secret or hash", async () => {
    const admin = await createSignedInUser(t, { email: ADMIN_EMAIL });
    const owner = await createSignedInUser(t);
    const signedUp = await createSignedInUser(t, { name: "Exa Porter" });
    const revoke = await request(t, "/api/auth/admin/revoke-user-sessions", {
      json: { userId: signedUp.userId, reason: "Checking the export" },
      cookie: admin.cookie,
    });
    expect(revoke.status).toBe(200);
    await signIn(t, signedUp.email, signedUp.password, "10.45.0.7");
    const again = await signIn(t, signedUp.email, signedUp.password, "10.45.0.8");
    const person = await enableTwoFactor(t, { ...signedUp, cookie: again.cookie });
    await completeLocalCheckoutAs(t, person, { planId: "pro" });
    const personalKey = await generateKey(t, person);
    const studioId = await createStudioAs(t, owner, "Export Studio");
    await addMemberAs(t, studioId, person.userId, "admin");
    await setPoolTotal(t, { organizationId: studioId }, 100);
    const studioKey = await generateKey(t, person, studioId);
    const deviceKey = await connectDevice(t, person, null, { device_name: "Exa's laptop", plugin_version: "2.4.1" });
    expect((await spend(t, personalKey, { amount: 2, feature: "script-assist" })).status).toBe(200);
    expect((await spend(t, studioKey, { amount: 5 })).status).toBe(200);
    const allocation = await request(
      t,
      `/api/organization/${studioId}/members/${await memberIdOf(studioId, person.userId)}/allocation`,
      {
        method: "PUT",
        json: { creditAllocation: 10 },
        cookie: owner.cookie,
      },
    );
    expect(allocation.status).toBe(200);
    const avatar = (
      await (await upload(t, "/api/account/avatar", await picture("png"), { cookie: person.cookie })).json()
    ).image as string;

    const exported = await request(t, "/api/account/export", { cookie: person.cookie });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="goji-account-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(exported.headers.get("cache-control")).toBe("private, no-store");
    const text = await exported.text();
    const data = JSON.parse(text);

    expect(data).toMatchObject({
      service: "Goji",
      formatVersion: 1,
      profile: { id: person.userId, name: "Exa Porter", email: person.email, image: avatar, twoFactorEnabled: true },
      signIn: [{ method: "credential" }],
      studios: [{ id: studioId, name: "Export Studio", role: "admin" }],
      personalPool: { planId: "pro" },
      subscriptions: [{ provider: "local", planId: "pro", status: "active" }],
      invoices: [{ amountCents: 1900, status: "paid" }],
      pictures: [{ contentType: "image/webp" }],
    });
    expect(data.apiKeys).toHaveLength(3);
    expect(data.apiKeys.map((k: { studioId: string | null }) => k.studioId).sort()).toEqual(
      [studioId, null, null].sort(),
    );
    expect(data.apiKeys).toContainEqual(
      expect.objectContaining({
        kind: "device",
        deviceName: "Exa's laptop",
        deviceOs: "macOS 15.2",
        pluginVersion: "2.4.1",
      }),
    );
    expect(data.deviceSignIns).toEqual([
      expect.objectContaining({
        deviceName: "Exa's laptop",
        status: "exchanged",
        studioId: null,
        requestedFromIp: expect.stringMatching(/^10\.77\./),
      }),
    ]);
    expect(data.usageEvents.map((e: { amount: number; pool: string }) => [e.pool, e.amount]).sort()).toEqual([
      ["personal", 2],
      ["studio", 5],
    ]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions[0]).toHaveProperty("ipAddress");
    expect(data.sessions[0]).toHaveProperty("userAgent");
    expect(data.audit.siteAdministration).toEqual([
      expect.objectContaining({ action: "session.revoke_all", byYou: false, reason: "Checking the export" }),
    ]);
    expect(data.audit.studios.map((e: { action: string }) => e.action)).toContain("member.allocation_changed");

    // No secret or hash: not as a value, not even as a property name.
    const secrets = [
      personalKey,
      studioKey,
      deviceKey,
      ...(
        await t.database.db
          .select({ v: deviceAuthorization.deviceCodeHash, c: deviceAuthorization.userCode })
          .from(deviceAuthorization)
          .where(eq(deviceAuthorization.userId, person.userId))
      ).flatMap((r) => [r.v, r.c]),
      ...(await t.database.db.select({ v: apiKey.keyHash }).from(apiKey).where(eq(apiKey.userId, person.userId))).map(
        (r) => r.v,
      ),
      ...(await t.database.db.select({ v: session.token }).from(session).where(eq(session.userId, person.userId))).map(
        (r) => r.v,
      ),
      ...(
        await t.database.db.select({ v: account.password }).from(account).where(eq(account.userId, person.userId))
      ).map((r) => r.v ?? ""),
      ...(
        await t.database.db
          .select({ a: twoFactor.secret, b: twoFactor.backupCodes })
          .from(twoFactor)
          .where(eq(twoFactor.userId, person.userId))
      ).flatMap((r) => [r.a, r.b]),
      ...person.backupCodes,
      ...(
        await t.database.db
          .select({ v: usageEvent.requestHash })
          .from(usageEvent)
          .where(eq(usageEvent.userId, person.userId))
      ).map((r) => r.v),
    ];
    expect(secrets.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(secret.length > 4 && text.includes(secret), secret).toBe(false);
    expect(keysOf(data).filter((key) => /password|token|secret|hash|backup/i.test(key))).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await request(t, "/api/account/export")).status).toBe(401);
  });
});

async function memberIdOf(organizationId: string, userId: string) {
  const [row] = await t.database.db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)));
  return row?.id ?? "";
}
