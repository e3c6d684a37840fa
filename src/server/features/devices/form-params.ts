import type { Context } from "hono";
import { OAuthError } from "./oauth-errors.ts";

/** The largest form the OAuth endpoints read: a few short parameters. */
const FORM_MAX_BYTES = 8 * 1024;

/**
 * Reads an `application/x-www-form-urlencoded` body (RFC 6749 §3.2, RFC 8628 §3.1). Anything else, an
 * oversized body, or a parameter sent twice (RFC 6749 §3.1) is an `invalid_request`.
 */
export async function readForm(c: Context): Promise<Map<string, string>> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded")
    throw new OAuthError("invalid_request", "Send the parameters form-encoded (application/x-www-form-urlencoded).");
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > FORM_MAX_BYTES) throw tooLarge();
  const text = await c.req.text();
  if (Buffer.byteLength(text) > FORM_MAX_BYTES) throw tooLarge();
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
