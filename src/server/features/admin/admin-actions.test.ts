import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, session as sessionTable, user as userTable } from "../../db/schema/index.ts";
import { createSignedInUser, request, signIn } from "../../test-utils/auth-helpers.ts";
import { EXPORT_WHILE_IMPERSONATING } from "../account/self-service.routes.ts";
import { createAdmin, useAdminTestApp, impersonate, SECOND_ADMIN_EMAIL, type SignedIn } from "./admin-test-helpers.ts";

/** better-auth's admin endpoints with our rules on top: reasons, bans, impersonation, audit lines. */
const t = useAdminTestApp();
let admin: SignedIn;
const ADMIN_IP = "203.0.113.9";

beforeAll(async () => {
  admin = await createAdmin(t);
});

const adminCall = (path: string, json: unknown) =>
  request(t, `/api/auth/admin/${path}`, { json, cookie: admin.cookie, ip: ADMIN_IP });
const auditFor = (userId: string) =>
  t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, userId));

describe("ban and unban", () => {
  it("requires a reason and a sane expiry, and changes nothing when refused", async () => {
    const user = await createSignedInUser(t);
    const noReason = await adminCall("ban-user", { userId: user.userId });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).message).toBe("A reason is required.");
    expect((await adminCall("ban-user", { userId: user.userId, banReason: "x" })).status).toBe(400);
    expect((await adminCall("ban-user", { userId: user.userId, banReason: "Spam", banExpiresIn: 5 })).status).toBe(400);
    expect((await request(t, "/api/account/details", { cookie: user.cookie })).status).toBe(200);
    expect(await auditFor(user.userId)).toHaveLength(0);
  });

  it("signs the user out everywhere, shows a clear message at sign-in, and is audited", async () => {
    const user = await createSignedInUser(t);
    const second = await signIn(t, user.email, user.password, "10.1.2.3");
    const banned = await adminCall("ban-user", { userId: user.userId, banReason: "Chargeback fraud" });
    expect(banned.status).toBe(200);

    for (const cookie of [user.cookie, second.cookie]) {
      expect((await request(t, "/api/account/details", { cookie })).status).toBe(401);
    }
    expect((await request(t, "/api/account/details", { bearer: user.token })).status).toBe(401);
    const attempt = await signIn(t, user.email, user.password, "10.1.2.4");
    expect(attempt.response.status).toBe(403);
    const body = await attempt.response.json();
    expect(body.code).toBe("BANNED_USER");
    expect(body.message).toBe(
      "Your account has been suspended. If you think this is a mistake, write to hello@goji.dev.",
    );
    expect(body.message).not.toContain("Chargeback");

    const [entry] = await auditFor(user.userId);
    expect(entry).toMatchObject({
      action: "user.ban",
      actorId: admin.userId,
      actorEmail: admin.email,
      targetEmail: user.email,
      reason: "Chargeback fraud",
      ipAddress: ADMIN_IP,
      details: { expiresAt: null },
    });

    expect((await adminCall("unban-user", { userId: user.userId, reason: "Resolved with the bank" })).status).toBe(200);
    expect((await signIn(t, user.email, user.password, "10.1.2.5")).response.status).toBe(200);
    const actions = (await auditFor(user.userId)).map((row) => [row.action, row.reason]);
    expect(actions).toContainEqual(["user.unban", "Resolved with the bank"]);
  });

  it("names the end of a temporary ban", async () => {
    const user = await createSignedInUser(t);
    expect(
      (await adminCall("ban-user", { userId: user.userId, banReason: "Cool-off", banExpiresIn: 3600 })).status,
    ).toBe(200);
    const attempt = await signIn(t, user.email, user.password, "10.1.2.6");
    expect((await attempt.response.json()).message).toMatch(
      // The web app's date-time style ('Nov 28, 2026, 8:50 PM'), in UTC.
      /^Your account is suspended until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC\. If you think/,
    );
  });

  it("does not let one admin ban, delete or take over another", async () => {
    const other = await createAdmin(t, SECOND_ADMIN_EMAIL);
    for (const [path, body] of [
      ["ban-user", { userId: other.userId, banReason: "Rogue admin" }],
      ["remove-user", { userId: other.userId }],
      ["set-user-password", { userId: other.userId, newPassword: "taken-over-123" }],
      ["update-user", { userId: other.userId, data: { email: "mine@example.test" } }],
    ] as const) {
      const response = await adminCall(path, body);
      expect(response.status, path).toBe(403);
      expect((await response.json()).code).toBe("TARGET_IS_ADMIN");
    }
  });

  it("applies the same guards to an admin signed in by bearer token, and serves them like the cookie", async () => {
    // better-auth runs our guards before its bearer plugin: they once saw nobody, refusing this admin's
    // own calls (401) and never checking the target.
    const bearerCall = (path: string, json: unknown) =>
      request(t, `/api/auth/admin/${path}`, { json, bearer: admin.token, ip: ADMIN_IP });
    expect((await request(t, "/api/auth/admin/list-users?limit=1", { bearer: admin.token, ip: ADMIN_IP })).status).toBe(
      200,
    );
    const other = await createSignedInUser(t);
    expect((await adminCall("set-role", { userId: other.userId, role: "admin", reason: "Second admin" })).status).toBe(
      200,
    );
    const refused = await bearerCall("ban-user", { userId: other.userId, banReason: "Rogue admin" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe("TARGET_IS_ADMIN");
    const plain = await createSignedInUser(t);
    expect(
      (await bearerCall("ban-user", { userId: plain.userId, banReason: "Spam", reason: "Spam reports" })).status,
    ).toBe(200);
    expect((await auditFor(plain.userId)).map((row) => row.action)).toContain("user.ban");
  });
});

describe("set role", () => {
  it("accepts only admin or user, never for oneself, and records the change", async () => {
    const user = await createSignedInUser(t);
    expect((await adminCall("set-role", { userId: user.userId, role: "superuser" })).status).toBe(400);
    const self = await adminCall("set-role", { userId: admin.userId, role: "user" });
    expect(self.status).toBe(400);
    expect((await self.json()).code).toBe("CANNOT_CHANGE_OWN_ROLE");
    expect((await adminCall("set-role", { userId: "no-such-user", role: "admin" })).status).toBe(404);

    expect(
      (await adminCall("set-role", { userId: user.userId, role: "admin", reason: "New support hire" })).status,
    ).toBe(200);
    expect((await request(t, "/api/admin/overview", { cookie: user.cookie })).status).toBe(200);
    const [entry] = await auditFor(user.userId);
    expect(entry).toMatchObject({
      action: "user.set_role",
      reason: "New support hire",
      details: { role: "admin", previousRole: "user" },
    });
  });
});

describe("calls about nobody, or with a role that is not one", () => {
  const roleOf = async (userId: string) =>
    (await t.database.db.select({ role: userTable.role }).from(userTable).where(eq(userTable.id, userId)))[0]?.role;
  const adminLines = () => t.database.db.select().from(adminAuditLog);

  it("refuses a role that only looks like one (an inherited name, an array), storing and recording nothing", async () => {
    const user = await createSignedInUser(t);
    const before = (await adminLines()).length;
    for (const role of ["toString", "__proto__", "constructor", [], ["admin", "user"], 1, null]) {
      const refused = await adminCall("set-role", { userId: user.userId, role });
      expect(refused.status, JSON.stringify(role)).toBe(400);
      expect(await refused.json(), JSON.stringify(role)).toMatchObject({
        code: "INVALID_ADMIN_REQUEST",
        message: "The role is either user or admin.",
      });
    }
    expect(await roleOf(user.userId)).toBe("user");
    expect(await adminLines()).toHaveLength(before);
  });

  it("answers a user or session that is not there with 404, and ids that are not strings with 400, recording nothing", async () => {
    const user = await createSignedInUser(t);
    const before = (await adminLines()).length;
    for (const userId of [null, 123, -1, true, [], {}, ""]) {
      const refused = await adminCall("revoke-user-sessions", { userId });
      expect(refused.status, JSON.stringify(userId)).toBe(400);
      expect((await refused.json()).message).toBe("Name the user by their id (userId).");
    }
    for (const sessionToken of [null, 123, ""]) {
      expect((await adminCall("revoke-user-session", { sessionToken })).status, JSON.stringify(sessionToken)).toBe(400);
    }
    const noUser = await adminCall("revoke-user-sessions", { userId: "no-such-user" });
    expect(noUser.status).toBe(404);
    expect(await noUser.json()).toMatchObject({ code: "USER_NOT_FOUND", message: "No such user." });
    const noSession = await adminCall("revoke-user-session", { sessionToken: "no-such-session" });
    expect(noSession.status).toBe(404);
    expect(await noSession.json()).toMatchObject({ code: "SESSION_NOT_FOUND", message: "No such session." });
    for (const path of ["unban-user", "remove-user", "set-user-password"])
      expect((await adminCall(path, { userId: "no-such-user", newPassword: "another-pass-9" })).status, path).toBe(404);
    expect(await adminLines()).toHaveLength(before);
    // The user's own session was never touched.
    expect((await request(t, "/api/account/details", { cookie: user.cookie })).status).toBe(200);
  });
});

describe("impersonation", () => {
  it("requires a reason and refuses admins", async () => {
    const user = await createSignedInUser(t);
    const noReason = await impersonate(t, admin, user.userId, "");
    expect(noReason.response.status).toBe(400);
    expect((await noReason.response.json()).message).toBe("Give a reason of at least 3 characters.");
    const other = await createAdmin(t, SECOND_ADMIN_EMAIL);
    expect((await impersonate(t, admin, other.userId)).response.status).toBe(403);
    expect(await auditFor(user.userId)).toHaveLength(0);
  });

  it("acts as the user for at most an hour, limits what can be changed, and returns to the admin", async () => {
    const user = await createSignedInUser(t);
    const started = await impersonate(t, admin, user.userId, "Ticket #123: billing page blank");
    expect(started.response.status).toBe(200);
    const { session: created } = (await started.response.json()) as { session: { token: string } };

    const current = await (await request(t, "/api/auth/get-session", { cookie: started.cookie })).json();
    expect(current.user.id).toBe(user.userId);
    expect(current.session.impersonatedBy).toBe(admin.userId);
    // A bearer request would normally slide the session to 7 days; ours stays within the hour.
    const viaBearer = await (await request(t, "/api/auth/get-session", { bearer: created.token })).json();
    expect(viaBearer.user.id).toBe(user.userId);
    const [row] = await t.database.db.select().from(sessionTable).where(eq(sessionTable.token, created.token));
    expect(row).toBeDefined();
    expect(row!.updatedAt.getTime(), "the bearer request refreshed the session").toBeGreaterThan(
      row!.createdAt.getTime(),
    );
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);

    expect((await request(t, "/api/admin/overview", { cookie: started.cookie })).status).toBe(403);
    const deletion = await request(t, "/api/auth/delete-user", { json: {}, cookie: started.cookie });
    expect(deletion.status).toBe(403);
    expect((await deletion.json()).code).toBe("IMPERSONATION_LIMIT");
    // Nor a copy of everything held about the user (GDPR export): only its owner downloads it.
    const exported = await request(t, "/api/account/export", { cookie: started.cookie });
    expect(exported.status).toBe(403);
    expect((await exported.json()).error).toMatchObject({ code: "forbidden", message: EXPORT_WHILE_IMPERSONATING });
    // The same requests from the user's own session work (the refusal is the impersonation's, not the account's).
    expect((await request(t, "/api/account/export", { cookie: user.cookie })).status).toBe(200);
    // A key would outlive the impersonation and replace the user's own: refused.
    const key = await request(t, "/api/api-key/generate", { json: {}, cookie: started.cookie });
    expect(key.status).toBe(403);
    expect((await key.json()).error.message).toBe("API keys cannot be generated while impersonating a user.");

    const stopped = await request(t, "/api/auth/admin/stop-impersonating", {
      json: {},
      cookie: started.cookie,
      ip: ADMIN_IP,
    });
    expect(stopped.status).toBe(200);
    expect(((await stopped.json()) as { user: { id: string } }).user.id).toBe(admin.userId);
    expect(await (await request(t, "/api/auth/get-session", { bearer: created.token })).json()).toBeNull();

    const entries = (await auditFor(user.userId)).map((entry) => [entry.action, entry.actorEmail, entry.reason]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ["user.impersonate", admin.email, "Ticket #123: billing page blank"],
        ["user.stop_impersonating", admin.email, null],
      ]),
    );
  });
});

describe("other better-auth admin actions are audited", () => {
  it("records password changes, session revocations and deletions with the target's e-mail", async () => {
    const user = await createSignedInUser(t);
    const weak = await adminCall("set-user-password", { userId: user.userId, newPassword: "password" });
    expect(weak.status).toBe(400);
    expect((await weak.json()).message).toBe("Password must contain at least one number or symbol.");
    expect(
      (await adminCall("set-user-password", { userId: user.userId, newPassword: "reset-by-admin-1" })).status,
    ).toBe(200);
    expect((await adminCall("revoke-user-session", { sessionToken: user.token })).status).toBe(200);
    expect((await adminCall("revoke-user-sessions", { userId: user.userId })).status).toBe(200);
    expect((await adminCall("remove-user", { userId: user.userId, reason: "GDPR erasure request" })).status).toBe(200);
    const entries = await auditFor(user.userId);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "session.revoke",
      "session.revoke_all",
      "user.delete",
      "user.set_password",
    ]);
    expect(entries.every((entry) => entry.targetEmail === user.email)).toBe(true);
    expect(entries.find((entry) => entry.action === "user.delete")?.reason).toBe("GDPR erasure request");
  });

  it("leaves no line for a refused or failed call", async () => {
    const before = await t.database.db.select().from(adminAuditLog);
    expect((await adminCall("unban-user", { userId: "no-such-user" })).status).toBe(404);
    expect((await adminCall("remove-user", { userId: admin.userId })).status).toBe(400);
    expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(before.length);
  });
});
