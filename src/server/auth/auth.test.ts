import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session as sessionTable, twoFactor as twoFactorTable, user as userTable } from "../db/schema/index.ts";
import {
  cookiesFrom,
  createSignedInUser,
  DEFAULT_PASSWORD,
  latestMail,
  linkIn,
  request,
  signIn,
  signUp,
  signUpAndSignIn,
  uniqueEmail,
  verifyEmail,
} from "../test-utils/auth-helpers.ts";
import { useTestApp } from "../test-utils/test-app.ts";
import { totpCode } from "../test-utils/totp.ts";
import { SESSION_ABSOLUTE_MS } from "./auth.ts";

const t = useTestApp({ ADMIN_EMAILS: "boss@example.test" });

describe("sign-up, verification and sign-in", () => {
  it("sends a verification e-mail (text + HTML) and refuses sign-in until the e-mail is verified", async () => {
    const email = uniqueEmail();
    expect((await signUp(t, email)).status).toBe(200);
    const mail = await latestMail(t, email);
    expect(mail?.subject).toBe("Verify your e-mail for Goji");
    expect(mail?.html).toContain("<a href=");
    expect(linkIn(mail?.text ?? "")).toContain("/api/auth/verify-email?token=");

    const before = await signIn(t, email);
    expect(before.response.status).toBe(403);

    const verified = await verifyEmail(t, email);
    expect([200, 302]).toContain(verified.status);
    const after = await signIn(t, email);
    expect(after.response.status).toBe(200);
    expect(after.cookie).toContain("better-auth.session_token=");
  });

  it("enforces the password rules (docs/product.md#validation) on the server", async () => {
    const short = await signUp(t, uniqueEmail(), "abc1");
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("Password must be at least 8 characters long.");
    const lettersOnly = await signUp(t, uniqueEmail(), "onlyletters");
    expect(lettersOnly.status).toBe(400);
    expect((await lettersOnly.json()).message).toBe("Password must contain at least one number or symbol.");
    // Letters of any script are letters, not symbols.
    const accentedLetters = await signUp(t, uniqueEmail(), "passwörds");
    expect(accentedLetters.status).toBe(400);
    expect((await accentedLetters.json()).message).toBe("Password must contain at least one number or symbol.");
  });

  it("refuses text the database cannot store, and over-long names, with 400 instead of failing inside better-auth", async () => {
    const tooLong = await signUp(t, uniqueEmail(), "correct-horse-9", "N".repeat(101), "10.1.7.1");
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).message).toBe("Name must be at most 100 characters.");
    const user = await createSignedInUser(t);
    const rename = await request(t, "/api/auth/update-user", { json: { name: "x".repeat(3000) }, cookie: user.cookie });
    expect(rename.status).toBe(400);
    // better-auth stores the name as sent: padding counts.
    const padded = await request(t, "/api/auth/update-user", {
      json: { name: `A${" ".repeat(5000)}` },
      cookie: user.cookie,
    });
    expect(padded.status).toBe(400);
    for (const [path, json] of [
      ["/api/auth/reset-password", { token: "a\u0000b", newPassword: "Passw0rd!xy" }],
      ["/api/auth/organization/set-active", { organizationId: "a\u0000b" }],
      ["/api/auth/update-user", { name: "Ada", "\ud800": 1 }],
    ] as const) {
      const res = await request(t, path, { json, cookie: user.cookie });
      expect(res.status, path).toBe(400);
      expect((await res.json()).message).toBe("Text may not contain NUL (\\0) characters or invalid Unicode.");
    }
  });

  it("refuses a wrong password without saying whether the e-mail exists", async () => {
    const { email } = await createSignedInUser(t);
    const wrong = await signIn(t, email, "wrong-password-1", "10.1.1.1");
    const unknown = await signIn(t, uniqueEmail("nobody"), "wrong-password-1", "10.1.1.1");
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    expect((await wrong.response.json()).message).toBe((await unknown.response.json()).message);
  });

  it("answers errors in better-auth's shape, with the request id every API error carries", async () => {
    const refused = await request(t, "/api/auth/sign-in/email", {
      json: { email: uniqueEmail("nobody"), password: "wrong-password-1" },
      ip: "10.1.1.2",
      headers: { "x-request-id": "req-auth-1" },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-request-id")).toBe("req-auth-1");
    expect(await refused.json()).toEqual({
      code: expect.any(String),
      message: expect.any(String),
      requestId: "req-auth-1",
    });
  });

  it("gives every error a code, a message and the request id: an unknown endpoint, a body that is not an object, a studio refusal", async () => {
    const user = await createSignedInUser(t);
    const unknown = await request(t, "/api/auth/no-such-endpoint", { headers: { "x-request-id": "req-auth-2" } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: "NOT_FOUND", message: "No such endpoint.", requestId: "req-auth-2" });
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"]) {
      const wrongMethod = await request(t, "/api/auth/update-user", { method, cookie: user.cookie });
      expect(wrongMethod.status, method).toBe(404);
      expect(await wrongMethod.json(), method).toEqual({
        code: "NOT_FOUND",
        message: "No such endpoint.",
        requestId: expect.any(String),
      });
    }

    // A hook read a field of the body with `in`, which throws on a number: a 500.
    for (const body of [123, "text", true, ["name"]]) {
      const refused = await request(t, "/api/auth/update-user", { json: body, cookie: user.cookie });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.json(), JSON.stringify(body)).toMatchObject({
        code: "INVALID_BODY",
        message: "The request body must be a JSON object.",
        requestId: expect.any(String),
      });
    }

    // The studio policy's refusals named no code.
    const studio = await request(t, "/api/auth/organization/list-members?organizationId=no-such-studio", {
      cookie: user.cookie,
    });
    expect(studio.status).toBe(404);
    expect(await studio.json()).toEqual({
      code: "NOT_FOUND",
      message: "Studio not found.",
      requestId: expect.any(String),
    });
  });

  it("answers sign-up for a known e-mail like a new one (no enumeration)", async () => {
    const { email } = await createSignedInUser(t);
    const again = await signUp(t, email, DEFAULT_PASSWORD, "Someone", "10.1.2.1");
    const fresh = await signUp(t, uniqueEmail(), DEFAULT_PASSWORD, "Someone", "10.1.2.1");
    expect(again.status).toBe(fresh.status);
  });

  it("makes ADMIN_EMAILS admins at sign-up and everyone else a user", async () => {
    const admin = await signUpAndSignIn(t, { email: "boss@example.test" });
    const plain = await signUpAndSignIn(t);
    const [adminRow] = await t.database.db.select().from(userTable).where(eq(userTable.id, admin.userId));
    const [plainRow] = await t.database.db.select().from(userTable).where(eq(userTable.id, plain.userId));
    expect(adminRow?.role).toBe("admin");
    expect(plainRow?.role).toBe("user");
  });

  it("sets HttpOnly SameSite=Lax session cookies", async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    await verifyEmail(t, email);
    const { response } = await signIn(t, email, DEFAULT_PASSWORD, "10.1.3.1");
    const line = response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
  });
});

describe("rate limits", () => {
  it("refuses the 6th sign-in attempt from one address inside the minute with 429", async () => {
    const email = uniqueEmail();
    const responses: Response[] = [];
    for (let i = 0; i < 6; i += 1) responses.push((await signIn(t, email, "wrong-password-1", "10.2.0.1")).response);
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 429]);
    // The shape docs/api.md gives: a code, better-auth's message, the request id, and when to try again.
    const refused = responses[5]!;
    expect(await refused.json()).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many requests. Please try again later.",
      requestId: expect.any(String),
    });
    expect(Number(refused.headers.get("x-retry-after"))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await signIn(t, email, "wrong-password-1", "10.2.0.2")).response.status).toBe(401);
  });

  it("cannot be dodged by sending the internal client-ip header", async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await request(t, "/api/auth/sign-in/email", {
        json: { email, password: "wrong-password-1" },
        ip: "10.2.1.1",
        headers: { "x-goji-client-ip": `192.0.2.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses[5]).toBe(429);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown e-mails", async () => {
    const { email } = await createSignedInUser(t);
    const known = await request(t, "/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
      ip: "10.3.0.1",
    });
    const unknown = await request(t, "/api/auth/request-password-reset", {
      json: { email: uniqueEmail("ghost"), redirectTo: "/reset-password" },
      ip: "10.3.0.1",
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it("resets with the mailed token, revokes other sessions, and the token works once", async () => {
    const user = await createSignedInUser(t);
    await request(t, "/api/auth/request-password-reset", {
      json: { email: user.email, redirectTo: "/reset-password" },
      ip: "10.3.1.1",
    });
    const mail = await latestMail(t, user.email);
    expect(mail?.subject).toBe("Reset your Goji password");
    // The mailed link goes through better-auth, which redirects to /reset-password?token=…
    const link = new URL(linkIn(mail?.text ?? ""));
    const redirect = await t.app.request(link.pathname + link.search);
    const token = new URL(redirect.headers.get("location") ?? "", "http://x").searchParams.get("token");
    expect(token).toBeTruthy();

    const weak = await request(t, "/api/auth/reset-password", {
      json: { token, newPassword: "short" },
      ip: "10.3.1.1",
    });
    expect(weak.status).toBe(400);
    const reset = await request(t, "/api/auth/reset-password", {
      json: { token, newPassword: "new-password-2" },
      ip: "10.3.1.1",
    });
    expect(reset.status).toBe(200);
    const reused = await request(t, "/api/auth/reset-password", {
      json: { token, newPassword: "new-password-3" },
      ip: "10.3.1.1",
    });
    expect(reused.status).toBe(400);

    const oldSession = await request(t, "/api/account/details", { cookie: user.cookie });
    expect(oldSession.status).toBe(401);
    expect((await signIn(t, user.email, "new-password-2", "10.3.1.2")).response.status).toBe(200);
  });
});

describe("two-factor", () => {
  it("enables TOTP, requires it at sign-in, accepts a code once, and accepts a backup code", async () => {
    const user = await createSignedInUser(t);
    const enable = await request(t, "/api/auth/two-factor/enable", {
      json: { password: user.password },
      cookie: user.cookie,
    });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(new URL(totpURI).searchParams.get("issuer")).toBe("Goji");
    // Ten different codes a person can copy by hand: lower case, no characters read alike (0/o, 1/l/i).
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);

    // Backup codes are stored encrypted, never in plain text.
    const [row] = await t.database.db.select().from(twoFactorTable).where(eq(twoFactorTable.userId, user.userId));
    for (const code of backupCodes) expect(row?.backupCodes).not.toContain(code);

    // Kept as sent: recomputing it later could land in the next 30-second step and give a new, valid code.
    const enablingCode = totpCode(totpURI);
    const verify = await request(t, "/api/auth/two-factor/verify-totp", {
      json: { code: enablingCode },
      cookie: user.cookie,
    });
    expect(verify.status).toBe(200);
    const cookie = cookiesFrom(verify, user.cookie);

    // Sign-in now stops at the second factor.
    const first = await signIn(t, user.email, user.password, "10.4.0.1");
    expect(await first.response.json()).toMatchObject({ twoFactorRedirect: true });
    // The code just used to enable 2FA is refused a second time.
    const replay = await request(t, "/api/auth/two-factor/verify-totp", {
      json: { code: enablingCode },
      cookie: first.cookie,
      ip: "10.4.0.1",
    });
    expect(replay.status).toBe(401);
    // The next step's code works, once.
    const next = totpCode(totpURI, Date.now(), 1);
    const ok = await request(t, "/api/auth/two-factor/verify-totp", {
      json: { code: next },
      cookie: first.cookie,
      ip: "10.4.0.1",
    });
    expect(ok.status).toBe(200);
    expect(cookiesFrom(ok)).toContain("better-auth.session_token=");

    const second = await signIn(t, user.email, user.password, "10.4.0.2");
    const again = await request(t, "/api/auth/two-factor/verify-totp", {
      json: { code: next },
      cookie: second.cookie,
      ip: "10.4.0.2",
    });
    expect(again.status).toBe(401);
    const backup = await request(t, "/api/auth/two-factor/verify-backup-code", {
      json: { code: backupCodes[0] },
      cookie: second.cookie,
      ip: "10.4.0.2",
    });
    expect(backup.status).toBe(200);

    // View backup codes needs the password; the used code is gone.
    const wrong = await request(t, "/api/account/view-backup-codes", { json: { password: "nope-nope-1" }, cookie });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe("Incorrect password or failed to view codes.");
    const view = await request(t, "/api/account/view-backup-codes", { json: { password: user.password }, cookie });
    expect(view.status).toBe(200);
    const viewed = ((await view.json()) as { backupCodes: string[] }).backupCodes;
    expect(viewed).not.toContain(backupCodes[0]);
    expect(viewed).toContain(backupCodes[1]);
  });

  it("remembers a code used over a bearer session token too", async () => {
    // The replay guard runs before better-auth's bearer plugin; it once saw no user there and let the
    // code be used again at the next sign-in.
    const user = await createSignedInUser(t);
    const enable = await request(t, "/api/auth/two-factor/enable", {
      json: { password: user.password },
      bearer: user.token,
    });
    expect(enable.status).toBe(200);
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const code = totpCode(totpURI);
    expect((await request(t, "/api/auth/two-factor/verify-totp", { json: { code }, bearer: user.token })).status).toBe(
      200,
    );

    const next = await signIn(t, user.email, user.password, "10.4.0.3");
    expect(await next.response.json()).toMatchObject({ twoFactorRedirect: true });
    const replay = await request(t, "/api/auth/two-factor/verify-totp", {
      json: { code },
      cookie: next.cookie,
      ip: "10.4.0.3",
    });
    expect(replay.status).toBe(401);
  });
});

describe("sessions", () => {
  it("never slides a session past 30 days from sign-in", async () => {
    const user = await createSignedInUser(t);
    const createdAt = new Date(Date.now() - SESSION_ABSOLUTE_MS + 60 * 60 * 1000); // 29 days 23 h ago
    await t.database.db
      .update(sessionTable)
      .set({ createdAt, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessionTable.userId, user.userId));
    const res = await request(t, "/api/auth/get-session", { cookie: user.cookie });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(sessionTable).where(eq(sessionTable.userId, user.userId));
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(createdAt.getTime() + SESSION_ABSOLUTE_MS);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("lists the user's sessions and revokes another one at once", async () => {
    const user = await signUpAndSignIn(t);
    const other = await signIn(t, user.email, user.password, "10.5.0.1");
    const listSessions = async () =>
      (await (await request(t, "/api/auth/list-sessions", { cookie: user.cookie })).json()) as unknown[];
    // Verification signs the user in too, so there are three: verification, first and second sign-in.
    expect((await listSessions()).length).toBe(3);
    const revoke = await request(t, "/api/auth/revoke-other-sessions", { json: {}, cookie: user.cookie });
    expect(revoke.status).toBe(200);
    expect((await listSessions()).length).toBe(1);
    expect((await request(t, "/api/account/details", { cookie: other.cookie })).status).toBe(401);
    expect((await request(t, "/api/account/details", { cookie: user.cookie })).status).toBe(200);
  });
});
