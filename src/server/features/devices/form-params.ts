import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { OAuthError } from "./oauth-errors.ts";

/** The largest form the OAuth endpoints read: a few short parameters. */
const FORM_MAX_BYTES = 8 * 1024;

/**
 * Refuses a form body over 8 KB with a 413 `invalid_request`: by its Content-Length before it is read, and a
 * chunked one as soon as it has passed the limit (Hono's bodyLimit counts while reading). These endpoints take
 * requests without a session, ahead of the web API's own body limit, so a handler must never be the first to
 * read a body of unknown length: it would buffer all of it, however large.
 */
export const limitForm = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: FORM_MAX_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });

/**
 * Reads an `application/x-www-form-urlencoded` body (RFC 6749 §3.2, RFC 8628 §3.1), already limited by
 * `limitForm`. Anything else, or a parameter sent twice (RFC 6749 §3.1), is an `invalid_request`.
 */
export async function readForm(c: Context): Promise<Map<string, string>> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded")
    throw new OAuthError("invalid_request", "Send the parameters form-encoded (application/x-www-form-urlencoded).");
  const text = await c.req.text();
  const params = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (params.has(name)) throw new OAuthError("invalid_request", `The parameter ${name} was sent more than once.`);
    params.set(name, value);
  }
  return params;
}

const tooLarge = () =>
  new OAuthError("invalid_request", `The request body is too large (at most ${FORM_MAX_BYTES / 1024} KB).`, {
    status: 413,
  });

/** A parameter that must be present and non-empty (RFC 6749: empty values are treated as omitted). */
export function requireParam(params: Map<string, string>, name: string): string {
  const value = params.get(name);
  if (!value) throw new OAuthError("invalid_request", `The parameter ${name} is required.`);
  return value;
}
