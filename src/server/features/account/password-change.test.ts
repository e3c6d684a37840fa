import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index.ts";
import { cookiesFrom, createSignedInUser, request, signIn } from "../../test-utils/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-utils/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
// Its rate limit counts per client address: each call looks like its own client unless told otherwise.
let clients = 0;
const change = (cookie: string, body: Record<string, unknown>, ip = `10.41.0.${(clients += 1)}`) =>
  request(t, "/api/auth/change-password", { json: body, cookie, ip });
const signedIn = async (cookie: string) =>
  (await (await request(t, "/api/auth/get-session", { cookie })).json()) !== null;

describe("POST /api/auth/change-password", () => {
  it("refuses a wrong current password, and changes nothing", async () => {
    const person = await createSignedInUser(t);
    const res = await change(person.cookie, { currentPassword: "not-my-password-1", newPassword: "brand-new-pass-2" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Invalid password");
    expect((await signIn(t, person.email, person.password)).response.status).toBe(200);
    expect((await mailsTo(person.email)).filter((m) => /password was changed/.test(m.subject))).toHaveLength(0);
  });

  it("holds the new password to the password rules (docs/product.md#validation)", async () => {
    const person = await createSignedInUser(t);
    const short = await change(person.cookie, { currentPassword: person.password, newPassword: "short1" });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("Password must be at least 8 characters long.");
    const lettersOnly = await change(person.cookie, { currentPassword: person.password, newPassword: "lettersonly" });
    expect((await lettersOnly.json()).message).toBe("Password must contain at least one number or symbol.");
  });

  it("changes it, signs out every other session when asked, and e-mails the account", async () => {
    const person = await createSignedInUser(t);
    const other = await signIn(t, person.email, person.password, "10.40.0.2");
    expect(await signedIn(other.cookie)).toBe(true);

    const res = await change(person.cookie, {
      currentPassword: person.password,
      newPassword: "brand-new-pass-2",
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    // This device gets a fresh session; the other device is signed out.
    const thisDevice = cookiesFrom(res, person.cookie);
    expect(await signedIn(thisDevice)).toBe(true);
    expect(await signedIn(other.cookie)).toBe(false);

    expect((await signIn(t, person.email, person.password, "10.40.0.3")).response.status).toBe(401);
    expect((await signIn(t, person.email, "brand-new-pass-2", "10.40.0.3")).response.status).toBe(200);
    const [notice] = (await mailsTo(person.email)).filter((m) => /password was changed/.test(m.subject));
    expect(notice?.text).toContain("Every other device was signed out");
  });

  it("keeps the other sessions when asked to", async () => {
    const person = await createSignedInUser(t);
    const other = await signIn(t, person.email, person.password, "10.40.0.4");
    const res = await change(person.cookie, {
      currentPassword: person.password,
      newPassword: "brand-new-pass-3",
      revokeOtherSessions: false,
    });
    expect(res.status).toBe(200);
    expect(await signedIn(other.cookie)).toBe(true);
    const [notice] = (await mailsTo(person.email)).filter((m) => /password was changed/.test(m.subject));
    expect(notice?.text).toContain("stay signed in");
  });

  it("needs a session, and limits guessing to 5 a minute", async () => {
    const anonymous = await request(t, "/api/auth/change-password", {
      json: { currentPassword: "whatever-1", newPassword: "brand-new-pass-2" },
      ip: "10.41.1.1",
    });
    expect(anonymous.status).toBe(401);
    const person = await createSignedInUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await change(person.cookie, { currentPassword: `guess-${i}-x`, newPassword: "brand-new-pass-2" }, "10.40.9.9"))
          .status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
