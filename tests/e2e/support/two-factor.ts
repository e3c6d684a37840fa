import { totpCode } from "../../../src/server/test-utils/totp.ts";
import { randomClientIp } from "./browser.ts";

/** The cookies a response sets, merged over earlier ones, as a Cookie header. */
function cookieHeader(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0], pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}

/**
 * Turns two-factor authentication on for an account through the real API (the UI flow has its own test)
 * and returns the TOTP secret. The code used to enable it cannot be used again: sign in with the next one.
 */
export async function enableTwoFactor(baseUrl: string, email: string, password: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: baseUrl, "x-e2e-client-ip": randomClientIp() };
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  let cookie = cookieHeader(signIn);
  const enable = await fetch(`${baseUrl}/api/auth/two-factor/enable`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ password }),
  });
  if (!enable.ok) throw new Error(`enabling 2FA failed: ${enable.status} ${await enable.text()}`);
  cookie = cookieHeader(enable, cookie);
  const secret = new URL(((await enable.json()) as { totpURI: string }).totpURI).searchParams.get("secret") ?? "";
  const verify = await fetch(`${baseUrl}/api/auth/two-factor/verify-totp`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ code: totpCode(secret) }),
  });
  if (!verify.ok) throw new Error(`verifying 2FA failed: ${verify.status} ${await verify.text()}`);
  return secret;
}

/** The code to sign in with after enableTwoFactor: the next step's (the current one was just used). */
export const nextTotpCode = (secret: string) => totpCode(secret, Date.now(), 1);
