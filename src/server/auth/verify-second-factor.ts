import { APIError } from "better-auth/api";
import { CLIENT_IP_HEADER } from "./client-ip.ts";

type AuthHandler = (request: Request) => Promise<Response>;

/** A 6-digit code is a TOTP code; anything else is tried as a backup code. */
const TOTP_CODE = /^\d{6}$/;

/**
 * Checks a second factor for a signed-in user (deleting the account asks for one when 2FA is on) through
 * better-auth's own HTTP handler, with the caller's session and client address: its rate limit (5 a
 * minute), our TOTP replay guard and its backup-code bookkeeping (a backup code works once) all apply.
 */
export async function verifySecondFactor(
  handler: AuthHandler,
  baseUrl: string,
  callerHeaders: Headers,
  code: string,
): Promise<void> {
  const headers = new Headers({ "content-type": "application/json", origin: baseUrl });
  for (const name of ["cookie", "authorization", "user-agent", CLIENT_IP_HEADER]) {
    const value = callerHeaders.get(name);
    if (value) headers.set(name, value);
  }
  const path = TOTP_CODE.test(code) ? "verify-totp" : "verify-backup-code";
  const response = await handler(
    new Request(`${baseUrl}/api/auth/two-factor/${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ code: code.trim() }),
    }),
  );
  if (response.ok) return;
  if (response.status === 429) {
    throw new APIError("TOO_MANY_REQUESTS", {
      message: "Too many attempts. Please wait a minute and try again.",
      code: "TOO_MANY_ATTEMPTS",
    });
  }
  throw new APIError("BAD_REQUEST", { message: "Invalid verification code.", code: "INVALID_TWO_FACTOR_CODE" });
}
