import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, user } from "../../db/schema/index.ts";
import { createSignedInUser, latestMail, linkIn, request, signIn, uniqueEmail } from "../../test-utils/auth-helpers.ts";
import { TEST_BASE_URL, type TestApp } from "../../test-utils/test-app.ts";
import { createAdmin, createAdminTestApp, type SignedIn } from "./admin-test-helpers.ts";

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
});

let clients = 0;
const create = (caller: SignedIn, body: Record<string, unknown>) =>
  request(t, "/api/auth/admin/create-user", { json: body, cookie: caller.cookie, ip: `10.47.0.${(clients += 1)}` });

describe("an admin creates a user (user: create in docs/permissions.md)", () => {
  it("with sign-up's validation", async () => {
    const valid = { email: uniqueEmail("made"), password: "made-password-1", name: "Made User", role: "user" };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, email: "not-an-address" }, "Please enter a valid e-mail address."],
      [{ ...valid, name: "  " }, "Name is required."],
      [{ ...valid, name: "N".repeat(101) }, "Name must be at most 100 characters."],
      [{ ...valid, password: "short1" }, "Password must be at least 8 characters long."],
      [{ ...valid, password: "onlyletters" }, "Password must contain at least one number or symbol."],
      [{ ...valid, password: undefined }, "Choose a password for the new account."],
      [{ ...valid, data: { emailVerified: true } }, "Only the name, e-mail address, password and role can be set."],
    ];
    for (const [body, message] of cases) {
      const res = await create(admin, body);
      expect(res.status, message).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect(await t.database.db.select().from(user).where(eq(user.email, valid.email))).toHaveLength(0);
    const taken = await create(admin, { ...valid, email: admin.email });
    expect(taken.status).toBe(400);
  });

  it("creates the account, which must verify its address before signing in", async () => {
    const email = uniqueEmail("made");
    const res = await create(admin, { email, password: "made-password-1", name: "Made User", role: "user" });
    expect(res.status).toBe(200);
    const created = (await res.json()).user as { id: string; emailVerified: boolean; role: string };
    expect(created).toMatchObject({ emailVerified: false, role: "user" });

    const mail = await latestMail(t, email);
    expect(mail?.subject).toBe("A Goji account was created for you");
    expect((await signIn(t, email, "made-password-1", "10.47.1.1")).response.status).toBe(403);
    const link = new URL(linkIn(mail?.text ?? ""));
    const verified = await t.app.request(link.pathname + link.search, { headers: { origin: TEST_BASE_URL } });
    expect(verified.status).toBe(302);
    expect((await signIn(t, email, "made-password-1", "10.47.1.2")).response.status).toBe(200);

    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "user.create"), eq(adminAuditLog.targetUserId, created.id)));
    expect(audit).toMatchObject({ actorId: admin.userId, targetEmail: email });
  });

  it("is refused to users who are not site admins", async () => {
    const person = await createSignedInUser(t);
    const email = uniqueEmail("made");
    const res = await create(person, { email, password: "made-password-1", name: "Sneaky" });
    expect(res.status).toBe(403);
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });
});
