import { randomClientIp } from "./browser.ts";

export const E2E_PASSWORD = "e2e-password-1";

let counter = 0;
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@e2e.test`;
}

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest mail to an address in the dev outbox (polls briefly: sending is asynchronous). */
export async function latestMail(baseUrl: string, to: string, subject?: RegExp): Promise<OutboxMessage> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${baseUrl}/dev/mail?format=json&to=${encodeURIComponent(to.toLowerCase())}`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const match = messages.find((m) => !subject || subject.test(m.subject));
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ""}`);
}

export function firstLink(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  return link;
}

/** Signs an account up through the real API, without verifying its e-mail. */
export async function createUnverifiedUser(
  baseUrl: string,
  options: { email?: string; name?: string; password?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? E2E_PASSWORD;
  const headers = { "content-type": "application/json", origin: baseUrl, "x-e2e-client-ip": randomClientIp() };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: options.name ?? "E2E User" }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  return { email, password, name: options.name ?? "E2E User" };
}

/** Creates and verifies an account through the real API (faster than the UI; the UI flow has its own test). */
export async function createVerifiedUser(
  baseUrl: string,
  options: { email?: string; name?: string; password?: string } = {},
) {
  const { email, password } = await createUnverifiedUser(baseUrl, options);
  const mail = await latestMail(baseUrl, email, /Verify/);
  const verify = await fetch(firstLink(mail.text), { redirect: "manual" });
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
  return { email, password, name: options.name ?? "E2E User" };
}

/** The e2e server's admin (its ADMIN_EMAILS, support/global-setup.ts). */
export const E2E_ADMIN = { email: "admin@e2e.test", password: E2E_PASSWORD, name: "Ada Admin" };

/**
 * The e2e admin: signed up once per server, always verified. Several spec files ask for it at the same moment, and
 * only one sign-up succeeds; every caller follows the verification link, so none goes on before the account is
 * verified (following it again is harmless).
 */
export async function ensureAdmin(baseUrl: string): Promise<typeof E2E_ADMIN> {
  const headers = { "content-type": "application/json", origin: baseUrl, "x-e2e-client-ip": randomClientIp() };
  await fetch(`${baseUrl}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify(E2E_ADMIN) });
  const verify = await fetch(firstLink((await latestMail(baseUrl, E2E_ADMIN.email, /Verify/)).text), {
    redirect: "manual",
  });
  const landing = verify.headers.get("location") ?? "";
  if (verify.status >= 400 || landing.includes("error="))
    throw new Error(`the admin's verification failed: ${verify.status} ${landing}`);
  return E2E_ADMIN;
}
