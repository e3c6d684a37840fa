import { hashPassword, verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, user } from "../db/schema/index.ts";
import { DEFAULT_PASSWORD, signIn, signUp, uniqueEmail, verifyEmail } from "../test-utils/auth-helpers.ts";
import { useTestApp, type TestApp } from "../test-utils/test-app.ts";
import { passwordHashingFor } from "./password-hashing.ts";

async function storedHashOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  if (!row?.password) throw new Error(`no password stored for ${email}`);
  return row.password;
}

async function signUpVerified(t: TestApp, email: string) {
  expect((await signUp(t, email)).status).toBe(200);
  await verifyEmail(t, email);
}

describe("password hashing outside test mode", () => {
  const t = useTestApp({ NODE_ENV: "development" });

  it("is better-auth's own scrypt: its format, and its check accepts the stored hash", async () => {
    const email = uniqueEmail("dev-hash");
    await signUpVerified(t, email);
    const stored = await storedHashOf(t, email);
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: stored, password: DEFAULT_PASSWORD })).toBe(true);
    expect((await signIn(t, email)).response.status).toBe(200);
  });
});

describe("password hashing in test mode (docs/decisions/053)", () => {
  const t = useTestApp();
  const hashing = passwordHashingFor({ env: "test" });
  if (!hashing) throw new Error("test mode has its own hashing");

  it("stores a marked test hash that signs in with the right password only", async () => {
    const email = uniqueEmail("test-hash");
    await signUpVerified(t, email);
    expect(await storedHashOf(t, email)).toMatch(/^test-scrypt\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect((await signIn(t, email, "wrong-password-1")).response.status).toBe(401);
    expect((await signIn(t, email)).response.status).toBe(200);
  });

  it("salts every hash, refuses a tampered one, and is refused by better-auth's own check", async () => {
    const [first, second] = await Promise.all([hashing.hash("pass-word-1"), hashing.hash("pass-word-1")]);
    expect(first).not.toBe(second);
    expect(await hashing.verify({ hash: first, password: "pass-word-1" })).toBe(true);
    expect(await hashing.verify({ hash: first, password: "pass-word-2" })).toBe(false);
    const tampered = `${first.slice(0, -1)}${first.endsWith("0") ? "1" : "0"}`;
    expect(await hashing.verify({ hash: tampered, password: "pass-word-1" })).toBe(false);
    expect(await hashing.verify({ hash: "test-scrypt$no-key", password: "pass-word-1" })).toBe(false);
    // Outside test mode better-auth checks the stored hash itself: a test hash never signs anyone in there.
    expect(await verifyPassword({ hash: first, password: "pass-word-1" })).toBe(false);
  });

  it("still checks a hash better-auth made (a database that began outside test mode)", async () => {
    const made = await hashPassword("pass-word-1");
    expect(await hashing.verify({ hash: made, password: "pass-word-1" })).toBe(true);
    expect(await hashing.verify({ hash: made, password: "pass-word-2" })).toBe(false);
  });

  it("is better-auth's default in development and production", () => {
    expect(passwordHashingFor({ env: "development" })).toBeUndefined();
    expect(passwordHashingFor({ env: "production" })).toBeUndefined();
  });
});
