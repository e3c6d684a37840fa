import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiKey, user } from "../../db/schema/index.ts";
import { createSignedInUser, request, uniqueEmail } from "../../test-utils/auth-helpers.ts";
import { createAdmin, useAdminTestApp, impersonate, type SignedIn } from "./admin-test-helpers.ts";

/**
 * Every better-auth /api/auth/admin/* endpoint and every product /api/admin/* endpoint, three ways:
 * signed out (401), a plain user (403), a site admin (allowed) — except the two better-auth endpoints that
 * docs/permissions.md does not grant site admins. Each admin call gets a fresh target.
 */
interface Target {
  user: SignedIn;
  sessionId: string;
  keyId: string;
}
interface Endpoint {
  name: string;
  run: (cookie: string | undefined, target: Target) => Response | Promise<Response>;
}

const t = useAdminTestApp();
let admin: SignedIn;
let plain: SignedIn;

beforeAll(async () => {
  admin = await createAdmin(t);
  plain = await createSignedInUser(t, { name: "Plain" });
});

async function freshTarget(): Promise<Target> {
  const user = await createSignedInUser(t, { name: "Target" });
  const detail = await request(t, `/api/admin/users/${user.userId}`, { cookie: admin.cookie });
  const sessionId = ((await detail.json()) as { sessions: Array<{ id: string }> }).sessions[0]?.id ?? "";
  // A key row is enough here; issuing real keys is the api-keys feature's business.
  const keyId = randomUUID();
  await t.database.db
    .insert(apiKey)
    .values({ id: keyId, userId: user.userId, keyHash: `hash-${keyId}`, prefix: "goji_abcde", suffix: "vwxyz" });
  return { user, sessionId, keyId };
}

type Path = string | ((target: Target) => string);
const pathOf = (path: Path, target: Target) => (typeof path === "string" ? path : path(target));
const post = (path: Path, body: (target: Target) => unknown) => (cookie: string | undefined, target: Target) =>
  request(t, pathOf(path, target), { json: body(target), cookie });
const get = (path: Path) => (cookie: string | undefined, target: Target) =>
  request(t, pathOf(path, target), { cookie });

const betterAuthEndpoints: Endpoint[] = [
  { name: "GET list-users", run: get("/api/auth/admin/list-users") },
  {
    name: "POST create-user",
    run: post("/api/auth/admin/create-user", () => ({
      email: uniqueEmail("created"),
      password: "created-password-1",
      name: "Created",
    })),
  },
  { name: "POST set-role", run: post("/api/auth/admin/set-role", (x) => ({ userId: x.user.userId, role: "user" })) },
  {
    name: "POST list-user-sessions",
    run: post("/api/auth/admin/list-user-sessions", (x) => ({ userId: x.user.userId })),
  },
  {
    name: "POST ban-user",
    run: post("/api/auth/admin/ban-user", (x) => ({ userId: x.user.userId, banReason: "Spam" })),
  },
  { name: "POST unban-user", run: post("/api/auth/admin/unban-user", (x) => ({ userId: x.user.userId })) },
  {
    name: "POST impersonate-user",
    run: post("/api/auth/admin/impersonate-user", (x) => ({ userId: x.user.userId, reason: "Support ticket 42" })),
  },
  {
    name: "POST revoke-user-session",
    run: post("/api/auth/admin/revoke-user-session", (x) => ({ sessionToken: x.user.token })),
  },
  {
    name: "POST revoke-user-sessions",
    run: post("/api/auth/admin/revoke-user-sessions", (x) => ({ userId: x.user.userId })),
  },
  { name: "POST remove-user", run: post("/api/auth/admin/remove-user", (x) => ({ userId: x.user.userId })) },
  {
    name: "POST set-user-password",
    run: post("/api/auth/admin/set-user-password", (x) => ({ userId: x.user.userId, newPassword: "new-password-42" })),
  },
  {
    name: "POST has-permission",
    run: post("/api/auth/admin/has-permission", () => ({ permissions: { user: ["list"] } })),
  },
];

const productEndpoints: Endpoint[] = [
  { name: "GET /api/admin/overview", run: get("/api/admin/overview") },
  { name: "GET /api/admin/users", run: get("/api/admin/users?q=target") },
  { name: "GET /api/admin/users/:userId", run: get((x) => `/api/admin/users/${x.user.userId}`) },
  { name: "GET /api/admin/audit-log", run: get((x) => `/api/admin/audit-log?userId=${x.user.userId}`) },
  {
    name: "POST /api/admin/users/:userId/sessions/:sessionId/revoke",
    run: post(
      (x) => `/api/admin/users/${x.user.userId}/sessions/${x.sessionId}/revoke`,
      () => ({}),
    ),
  },
  {
    name: "POST /api/admin/users/:userId/api-keys/:keyId/revoke",
    run: post(
      (x) => `/api/admin/users/${x.user.userId}/api-keys/${x.keyId}/revoke`,
      () => ({}),
    ),
  },
];

describe.each([
  ["better-auth /api/auth/admin/*", betterAuthEndpoints],
  ["product /api/admin/*", productEndpoints],
])("%s", (_label, endpoints) => {
  const placeholder: Target = {
    user: { email: "x@example.test", password: "", cookie: "", userId: "someone", token: "none" },
    sessionId: "none",
    keyId: "none",
  };

  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    "%s: signed out → 401",
    async (_name, endpoint) => {
      const response = await endpoint.run(undefined, placeholder);
      expect(response.status).toBe(401);
    },
  );

  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    "%s: plain user → 403",
    async (_name, endpoint) => {
      const response = await endpoint.run(plain.cookie, placeholder);
      expect(response.status).toBe(403);
    },
  );

  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    "%s: admin → allowed",
    async (_name, endpoint) => {
      const target = await freshTarget();
      const response = await endpoint.run(admin.cookie, target);
      expect(response.status, await response.clone().text()).toBe(200);
    },
  );
});

// better-auth's default admin role has these too; docs/permissions.md gives site admins neither.
const notGrantedToAdmins: Endpoint[] = [
  { name: "GET get-user", run: get((x) => `/api/auth/admin/get-user?id=${x.user.userId}`) },
  {
    name: "POST update-user",
    run: post("/api/auth/admin/update-user", (x) => ({
      userId: x.user.userId,
      data: { email: uniqueEmail("taken-over") },
    })),
  },
];

describe("better-auth admin endpoints beyond the site admin permissions (docs/permissions.md)", () => {
  it.each(notGrantedToAdmins.map((endpoint) => [endpoint.name, endpoint] as const))(
    "%s: refused to everyone, admins included",
    async (_name, endpoint) => {
      const target = await freshTarget();
      expect((await endpoint.run(undefined, target)).status).toBe(401);
      expect((await endpoint.run(plain.cookie, target)).status).toBe(403);
      expect((await endpoint.run(admin.cookie, target)).status).toBe(403);
      const [row] = await t.database.db.select({ email: user.email }).from(user).where(eq(user.id, target.user.userId));
      expect(row?.email).toBe(target.user.email);
    },
  );
});

describe("POST /api/auth/admin/stop-impersonating", () => {
  it("refuses the signed-out (401) and a session that is not impersonating (403), and serves an impersonation", async () => {
    expect((await request(t, "/api/auth/admin/stop-impersonating", { json: {} })).status).toBe(401);
    expect((await request(t, "/api/auth/admin/stop-impersonating", { json: {}, cookie: plain.cookie })).status).toBe(
      403,
    );
    expect((await request(t, "/api/auth/admin/stop-impersonating", { json: {}, cookie: admin.cookie })).status).toBe(
      403,
    );

    const target = await freshTarget();
    const started = await impersonate(t, admin, target.user.userId);
    expect(started.response.status).toBe(200);
    const stopped = await request(t, "/api/auth/admin/stop-impersonating", { json: {}, cookie: started.cookie });
    expect(stopped.status).toBe(200);
  });
});
