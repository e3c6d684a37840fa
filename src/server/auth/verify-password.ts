import type { Context } from "hono";
import type { Config } from "../config.ts";
import { AppError } from "../lib/errors.ts";
import type { Auth } from "./auth.ts";
import { clientIp, withClientIp } from "./client-ip.ts";

/**
 * Checks the signed-in user's password through better-auth's HTTP handler rather than `auth.api`, so
 * its rate limit (5 a minute per client, shared storage) applies: a stolen session must not be able to
 * guess the password at full speed through our own endpoints.
 */
export async function verifyPasswordRateLimited(
  auth: Auth,
  config: Config,
  c: Context,
  password: string,
  failureMessage: string,
): Promise<void> {
  const headers = new Headers({ "content-type": "application/json", origin: config.baseUrl });
  for (const name of ["cookie", "authorization", "user-agent"]) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const request = new Request(`${config.baseUrl}/api/auth/verify-password`, {
    method: "POST",
    headers,
    body: JSON.stringify({ password }),
  });
  const response = await auth.handler(withClientIp(request, clientIp(c, config.trustedProxyHeaders)));
  if (response.ok) return;
  if (response.status === 429) {
    throw new AppError("rate_limited", "Too many attempts. Please wait a minute and try again.", {
      headers: { "Retry-After": response.headers.get("x-retry-after") ?? "60" },
    });
  }
  if (response.status === 401) throw new AppError("unauthorized", "Authentication required");
  throw new AppError("bad_request", failureMessage);
}
