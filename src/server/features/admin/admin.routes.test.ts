import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, apiKey, creditPool, usageEvent } from "../../db/schema/index.ts";
import { createSignedInUser, request, signIn } from "../../test-utils/auth-helpers.ts";
import type { AdminOverview, AdminUserDetail, AdminUserList, AuditPage } from "../../../shared/admin.ts";
import { createAdmin, useAdminTestApp, insertUsers, type SignedIn } from "./admin-test-helpers.ts";

/** The product admin API: happy paths, bad input, missing resources (permissions: admin.permissions.test.ts). */
const t = useAdminTestApp();
let admin: SignedIn;

beforeAll(async () => {
  admin = await createAdmin(t);
  const day = 24 * 60 * 60 * 1000;
  await insertUsers(t.database.db, [
    { email: "zoe.zimmer@acme.test", name: "Zoë Zimmer", createdAt: new Date(Date.now() - 3 * day) },
    {
      email: "yann.young@acme.test",
      name: "Yann Young",
      emailVerified: false,
      createdAt: new Date(Date.now() - 10 * day),
    },
    {
      email: "xavier@other.test",
      name: "Xavier Xu",
      banned: true,
      banReason: "Spam",
      createdAt: new Date(Date.now() - 40 * day),
    },
    {
      email: "walter@other.test",
      name: "Walter Jean-Luc Wu",
      role: "admin",
      createdAt: new Date(Date.now() - 50 * day),
    },
    ...Array.from({ length: 23 }, (_, i) => ({
      email: `bulk-${String(i).padStart(2, "0")}@bulk.test`,
      name: `Bulk Person ${i}`,
      createdAt: new Date(Date.now() - (60 + i) * day),
    })),
  ]);
});

const get = async <T>(path: string) => {
  const response = await request(t, path, { cookie: admin.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};
const emails = (list: AdminUserList) => list.users.map((user) => user.email);

describe("GET /api/admin/users", () => {
  it("searches e-mail prefixes, e-mail domains, name words and ids", async () => {
    expect(emails(await get(`/api/admin/users?q=ZOE`))).toEqual(["zoe.zimmer@acme.test"]);
    expect(emails(await get(`/api/admin/users?q=${encodeURIComponent("@acme.test")}&sort=email`))).toEqual([
      "yann.young@acme.test",
      "zoe.zimmer@acme.test",
    ]);
    expect(emails(await get(`/api/admin/users?q=young`))).toEqual(["yann.young@acme.test"]);
    expect(emails(await get(`/api/admin/users?q=${encodeURIComponent("jean-luc")}`))).toEqual(["walter@other.test"]);
    expect(emails(await get(`/api/admin/users?q=${admin.userId}`))).toEqual([admin.email]);
    // LIKE wildcards are text, not patterns.
    expect((await get<AdminUserList>(`/api/admin/users?q=${encodeURIComponent("%")}`)).total).toBe(0);
    expect((await get<AdminUserList>(`/api/admin/users?q=${encodeURIComponent("zoe_")}`)).total).toBe(0);
  });

  it("filters by role, ban and verification", async () => {
    expect(emails(await get(`/api/admin/users?role=admin&sort=email`))).toEqual(
      [admin.email, "walter@other.test"].sort(),
    );
    expect(emails(await get(`/api/admin/users?banned=true`))).toEqual(["xavier@other.test"]);
    expect(emails(await get(`/api/admin/users?verified=false`))).toEqual(["yann.young@acme.test"]);
    const notBanned = await get<AdminUserList>(`/api/admin/users?banned=false&pageSize=100`);
    expect(emails(notBanned)).not.toContain("xavier@other.test");
    expect((await get<AdminUserList>(`/api/admin/users?role=user&q=walter`)).total).toBe(0);
  });

  it("sorts and pages consistently, reading far pages from the other end", async () => {
    const all = await get<AdminUserList>(`/api/admin/users?sort=email&pageSize=100`);
    expect(all.total).toBe(28);
    expect(emails(all)).toEqual([...emails(all)].sort());
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const list = await get<AdminUserList>(`/api/admin/users?sort=email&pageSize=10&page=${page}`);
      expect(list).toMatchObject({ page, pageSize: 10, pageCount: 3, total: 28 });
      pages.push(...emails(list));
    }
    expect(pages).toEqual(emails(all));
    const desc = await get<AdminUserList>(`/api/admin/users?sort=email&dir=desc&pageSize=100`);
    expect(emails(desc)).toEqual([...emails(all)].reverse());
    const byName = await get<AdminUserList>(`/api/admin/users?sort=name&pageSize=10&page=3`);
    expect(byName.users).toHaveLength(8);
    expect(byName.users.map((user) => user.name).slice(-3)).toEqual(["Xavier Xu", "Yann Young", "Zoë Zimmer"]);
    const newest = await get<AdminUserList>(`/api/admin/users`);
    expect(newest.users[0]?.email).toBe(admin.email);
  });

  it("shows the last page for a page number past the end", async () => {
    const list = await get<AdminUserList>(`/api/admin/users?pageSize=10&page=99`);
    expect(list.page).toBe(3);
    expect(list.users).toHaveLength(8);
    const none = await get<AdminUserList>(`/api/admin/users?q=nobody-at-all`);
    expect(none).toMatchObject({ users: [], total: 0, page: 1, pageCount: 1 });
  });

  it("answers bad parameters with 422 and the reason", async () => {
    for (const query of [
      "pageSize=7",
      "sort=password",
      "banned=maybe",
      "role=owner",
      "page=0",
      `q=${"a".repeat(101)}`,
    ]) {
      const response = await request(t, `/api/admin/users?${query}`, { cookie: admin.cookie });
      expect(response.status, query).toBe(422);
      expect((await response.json()).error.code).toBe("unprocessable");
    }
  });
});

describe("GET /api/admin/users/:userId", () => {
  it("shows profile, security, studios, credits, keys and sessions", async () => {
    const user = await createSignedInUser(t, { name: "Detailed" });
    expect((await signIn(t, user.email, user.password, "10.41.0.1")).response.status).toBe(200);
    await t.database.db.insert(apiKey).values({
      id: randomUUID(),
      userId: user.userId,
      keyHash: `h-${user.userId}`,
      prefix: "goji_12345",
      suffix: "abcde",
    });
    const detail = await get<AdminUserDetail>(`/api/admin/users/${user.userId}`);
    expect(detail.user).toMatchObject({
      id: user.userId,
      email: user.email,
      role: "user",
      emailVerified: true,
      banned: false,
      twoFactorEnabled: false,
      hasPassword: true,
    });
    expect(detail.credits).toMatchObject({ planName: "Free", used: 0, total: 200 });
    expect(detail.studios).toEqual([]);
    expect(detail.apiKeys).toEqual([
      expect.objectContaining({
        prefix: "goji_12345",
        suffix: "abcde",
        studioName: null,
        kind: "manual",
        deviceName: null,
        lastUsedAt: null,
        revokedAt: null,
      }),
    ]);
    // The fixture's session and the sign-in's.
    expect(detail.sessions).toHaveLength(2);
    expect(JSON.stringify(detail)).not.toContain(user.token);
  });

  it("answers 404 for an unknown user and 422 for an absurd id", async () => {
    const missing = await request(t, "/api/admin/users/no-such-user", { cookie: admin.cookie });
    expect(missing.status).toBe(404);
    expect((await request(t, `/api/admin/users/${"x".repeat(101)}`, { cookie: admin.cookie })).status).toBe(422);
  });
});

describe("GET /api/admin/overview", () => {
  it("counts users, sign-ups, bans, subscriptions and this month's credits", async () => {
    const user = await createSignedInUser(t);
    const poolId = randomUUID();
    const now = new Date();
    await t.database.db.insert(creditPool).values({
      id: poolId,
      userId: user.userId,
      planId: "pro",
      total: 5000,
      cycleStart: now,
      cycleEnd: new Date(now.getTime() + 1e9),
    });
    await t.database.db.insert(usageEvent).values(
      [7, 5].map((amount) => ({
        id: randomUUID(),
        poolId,
        userId: user.userId,
        amount,
        idempotencyKey: randomUUID(),
        requestHash: "h",
        response: {},
      })),
    );
    const overview = await get<AdminOverview>("/api/admin/overview");
    expect(overview.users.total).toBeGreaterThanOrEqual(30);
    expect(overview.users.banned).toBe(1);
    expect(overview.users.new7d).toBeGreaterThanOrEqual(3);
    expect(overview.users.new30d - overview.users.new7d).toBeGreaterThanOrEqual(1);
    expect(overview.subscriptions).toEqual(
      expect.arrayContaining([
        { planId: "pro", planName: "Pro", count: 1 },
        { planId: "studio", planName: "Studio", count: 0 },
      ]),
    );
    expect(overview.creditsUsedThisMonth).toBe(12);
    expect(overview.signupsPerDay).toHaveLength(30);
    expect(overview.usagePerDay.at(-1)).toEqual({ date: now.toISOString().slice(0, 10), value: 12 });
    expect(overview.signupsPerDay.at(-1)?.value).toBeGreaterThanOrEqual(2);
  });
});

describe("GET /api/admin/audit-log", () => {
  it("pages newest first with a cursor and filters by user", async () => {
    const user = await createSignedInUser(t);
    for (const reason of ["first pass", "second pass", "third pass"]) {
      await request(t, "/api/auth/admin/revoke-user-sessions", {
        json: { userId: user.userId, reason },
        cookie: admin.cookie,
      });
    }
    const first = await get<AuditPage>(`/api/admin/audit-log?userId=${user.userId}&limit=2`);
    expect(first.entries.map((entry) => entry.reason)).toEqual(["third pass", "second pass"]);
    expect(first.nextCursor).toBeTruthy();
    const second = await get<AuditPage>(
      `/api/admin/audit-log?userId=${user.userId}&limit=2&cursor=${first.nextCursor}`,
    );
    expect(second.entries.map((entry) => entry.reason)).toEqual(["first pass"]);
    expect(second.nextCursor).toBeNull();
    expect((await request(t, "/api/admin/audit-log?cursor=bm9wZQ", { cookie: admin.cookie })).status).toBe(422);
    // Dates the database refuses (year 0, JavaScript's earliest) are malformed cursors, not 500s.
    for (const iso of ["0000-01-01T00:00:00.000Z", "-271821-04-20T00:00:00.000Z"]) {
      const cursor = Buffer.from(`${iso}|x`).toString("base64url");
      expect((await request(t, `/api/admin/audit-log?cursor=${cursor}`, { cookie: admin.cookie })).status, iso).toBe(
        422,
      );
    }
    expect((await request(t, "/api/admin/audit-log?limit=1000", { cookie: admin.cookie })).status).toBe(422);
  });
});

describe("POST /api/admin/users/:userId/sessions/:sessionId/revoke", () => {
  it("revokes exactly that session, only for its owner, and audits it", async () => {
    const user = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const { sessions } = await get<AdminUserDetail>(`/api/admin/users/${user.userId}`);
    const sessionId = sessions[0]!.id;
    const path = (userId: string, id: string) => `/api/admin/users/${userId}/sessions/${id}/revoke`;

    expect((await request(t, path(other.userId, sessionId), { json: {}, cookie: admin.cookie })).status).toBe(404);
    expect((await request(t, path(user.userId, "nope"), { json: {}, cookie: admin.cookie })).status).toBe(404);
    expect(
      (await request(t, path(user.userId, sessionId), { json: { reason: "x" }, cookie: admin.cookie })).status,
    ).toBe(422);
    expect((await request(t, "/api/account/details", { cookie: user.cookie })).status).toBe(200);

    const revoked = await request(t, path(user.userId, sessionId), {
      json: { reason: "Lost laptop" },
      cookie: admin.cookie,
      ip: "198.51.100.7",
    });
    expect(revoked.status).toBe(200);
    expect((await request(t, "/api/account/details", { cookie: user.cookie })).status).toBe(401);
    expect((await request(t, "/api/account/details", { cookie: other.cookie })).status).toBe(200);
    const [entry] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, user.userId));
    expect(entry).toMatchObject({
      action: "session.revoke",
      reason: "Lost laptop",
      targetEmail: user.email,
      ipAddress: "198.51.100.7",
    });
  });
});

describe("POST /api/admin/users/:userId/api-keys/:keyId/revoke", () => {
  it("revokes a live key once, with its audit line in the same transaction", async () => {
    const user = await createSignedInUser(t);
    const keyId = randomUUID();
    await t.database.db
      .insert(apiKey)
      .values({ id: keyId, userId: user.userId, keyHash: `k-${keyId}`, prefix: "goji_99999", suffix: "zzzzz" });
    const path = `/api/admin/users/${user.userId}/api-keys/${keyId}/revoke`;

    expect(
      (
        await request(t, `/api/admin/users/${admin.userId}/api-keys/${keyId}/revoke`, {
          json: {},
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404);
    const notJson = await t.app.request(path, {
      method: "POST",
      headers: { cookie: admin.cookie, "content-type": "application/json", origin: "http://localhost:3000" },
      body: "{oops",
    });
    expect(notJson.status).toBe(400);

    const revoked = await request(t, path, { json: { reason: "Key posted on a forum" }, cookie: admin.cookie });
    expect(revoked.status).toBe(200);
    const [row] = await t.database.db.select().from(apiKey).where(eq(apiKey.id, keyId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    const again = await request(t, path, { json: {}, cookie: admin.cookie });
    expect(again.status).toBe(409);

    const entries = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, user.userId));
    expect(entries).toEqual([
      expect.objectContaining({
        action: "api_key.revoke",
        reason: "Key posted on a forum",
        details: { keyId, prefix: "goji_99999", studioId: null },
      }),
    ]);
  });
});
