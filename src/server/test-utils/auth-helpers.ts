import { makeSignature } from "better-auth/crypto";
import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema/index.ts";
import { TEST_BASE_URL, type TestApp } from "./test-app.ts";

export const DEFAULT_PASSWORD = "correct-horse-9";
let counter = 0;

/** A unique e-mail per call, so tests in one file never collide. */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** Sends a JSON request the way the browser does (same origin). `ip` makes it look like another client. */
export async function request(
  t: TestApp,
  path: string,
  init: {
    method?: string;
    json?: unknown;
    cookie?: string;
    bearer?: string;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: TEST_BASE_URL, ...init.headers };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  if (init.cookie) headers.cookie = init.cookie;
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  if (init.ip) headers["x-test-client-ip"] = init.ip;
  return t.app.request(path, {
    method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
}

/** The cookies a response sets, as a Cookie header value (merged over earlier ones). */
export function cookiesFrom(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

export async function latestMail(t: TestApp, to: string) {
  const [message] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return message;
}

export function linkIn(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail: ${text}`);
  return link;
}

export async function signUp(t: TestApp, email: string, password = DEFAULT_PASSWORD, name = "Test User", ip?: string) {
  return request(t, "/api/auth/sign-up/email", { json: { email, password, name }, ip });
}

/** Follows the verification link of the latest mail to the address. */
export async function verifyEmail(t: TestApp, email: string) {
  const mail = await latestMail(t, email);
  if (!mail) throw new Error(`no mail for ${email}`);
  const url = new URL(linkIn(mail.text));
  return t.app.request(url.pathname + url.search, { headers: { origin: TEST_BASE_URL } });
}

export async function signIn(t: TestApp, email: string, password = DEFAULT_PASSWORD, ip?: string) {
  const response = await request(t, "/api/auth/sign-in/email", { json: { email, password }, ip });
  return { response, cookie: cookiesFrom(response) };
}

/**
 * One hash per password, mode and process: every fixture user with the same password shares it. Keyed by mode too,
 * because test mode hashes differently from the others (docs/decisions/053).
 */
const passwordHashes = new Map<string, Promise<string>>();

/**
 * A new user with a verified e-mail, a password and a signed-in session; returns the session cookie, the bearer
 * token and the user's id. Made on the server side (better-auth's own internal adapter, so its database hooks
 * run: ADMIN_EMAILS still makes admins) instead of through sign-up, the verification link and sign-in, which
 * are tested on their own (auth.test.ts) and cost two password hashes per user. The password works for
 * sign-in and for every password confirmation. An e-mail that already has an account signs that user in again.
 */
export async function createSignedInUser(
  t: TestApp,
  options: { email?: string; name?: string; password?: string } = {},
) {
  const email = (options.email ?? uniqueEmail()).toLowerCase();
  const password = options.password ?? DEFAULT_PASSWORD;
  const context = await t.services.auth.$context;
  const hashKey = `${t.config.env}:${password}`;
  let hash = passwordHashes.get(hashKey);
  if (!hash) passwordHashes.set(hashKey, (hash = context.password.hash(password)));
  // An address that already has an account (an ADMIN_EMAILS admin asked for twice) gets a new session.
  const existing = await context.internalAdapter.findUserByEmail(email);
  const user =
    existing?.user ??
    (await context.internalAdapter.createUser(
      { email, name: options.name ?? "Test User", emailVerified: true },
      { method: "email-password" },
    ));
  if (!existing)
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await hash,
    });
  const session = await context.internalAdapter.createSession(user.id);
  const signature = await makeSignature(session.token, context.secret);
  const cookie = `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`;
  return { email, password, cookie, userId: user.id, token: session.token };
}

/** The same user made the way a person makes one: sign-up, the e-mailed link, sign-in (for flows that need it). */
export async function signUpAndSignIn(t: TestApp, options: { email?: string; name?: string; password?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? DEFAULT_PASSWORD;
  const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const signUpResponse = await signUp(t, email, password, options.name ?? "Test User", ip);
  if (signUpResponse.status !== 200)
    throw new Error(`sign-up failed: ${signUpResponse.status} ${await signUpResponse.text()}`);
  await verifyEmail(t, email);
  const { response, cookie } = await signIn(t, email, password, ip);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string }; token: string };
  return { email, password, cookie, userId: body.user.id, token: body.token };
}
