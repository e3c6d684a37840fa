import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** RFC 6749 §5.2 and RFC 8628 §3.5 error codes, the only ones the OAuth endpoints answer with. */
export const OAUTH_ERROR_CODES = [
  "invalid_request",
  "invalid_client",
  "invalid_grant",
  "unauthorized_client",
  "unsupported_grant_type",
  "invalid_scope",
  "authorization_pending",
  "slow_down",
  "access_denied",
  "expired_token",
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

/** An OAuth error: answered as `{ error, error_description }`, never in the web API's error shape. */
export class OAuthError extends Error {
  readonly code: OAuthErrorCode;
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;

  constructor(
    code: OAuthErrorCode,
    description: string,
    options: { status?: ContentfulStatusCode; headers?: Record<string, string> } = {},
  ) {
    super(description);
    this.name = "OAuthError";
    this.code = code;
    // RFC 6749 §5.2: 400, except an unknown client, which gets 401.
    this.status = options.status ?? (code === "invalid_client" ? 401 : 400);
    this.headers = options.headers ?? {};
  }
}

/** RFC 6749 §5.1: token answers, good or bad, must never be stored by a cache. */
export function noStore(c: Context): void {
  c.header("Cache-Control", "no-store");
  c.header("Pragma", "no-cache");
}

export function oauthErrorResponse(c: Context, error: OAuthError): Response {
  noStore(c);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json({ error: error.code, error_description: error.message }, error.status);
}
