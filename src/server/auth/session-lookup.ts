import { createHmac, timingSafeEqual } from "node:crypto";
import type { Auth, AuthSession } from "./auth.ts";

type AuthContext = Awaited<Auth["$context"]>;

/**
 * The session token a request carries — same cookie, same signature, same bearer rules as better-auth's
 * get-session — or null. Reading it needs better-auth's context (secret, cookie name), loaded once.
 */
export function createSessionTokenReader(auth: Auth): (headers: Headers) => Promise<string | null> {
  let context: Promise<AuthContext> | undefined;
  let verify: SignatureCheck | undefined;
  return async (headers) => {
    const ctx = await (context ??= auth.$context);
    verify ??= createSignatureCheck(ctx.secret);
    return tokenFromBearer(headers, verify) ?? tokenFromCookie(headers, ctx.authCookies.sessionToken.name, verify);
  };
}

/**
 * The signed-in session behind a request, found the way better-auth's get-session finds it — the token
 * as above, then the same `findSession` (database, or Redis first when set) — minus the endpoint
 * machinery around it, which costs more than the lookup (decision 008).
 * Nothing is cached: a revoked or expired session fails on its very next request.
 */
export function createSessionLookup(auth: Auth): (headers: Headers) => Promise<AuthSession | null> {
  const readToken = createSessionTokenReader(auth);
  let context: Promise<AuthContext> | undefined;
  return async (headers) => {
    const token = await readToken(headers);
    if (!token) return null;
    const ctx = await (context ??= auth.$context);
    const found = await ctx.internalAdapter.findSession(token);
    if (!found || new Date(found.session.expiresAt) < new Date()) return null;
    return found as unknown as AuthSession;
  };
}

/** A signed value's token when its signature is genuine, else null. */
type SignatureCheck = (value: string) => string | null;

const VERIFIED_VALUES_MAX = 10_000;

/**
 * better-call's cookie signature: `token.base64(HMAC-SHA256(secret, token))`, URL-encoded. Values already
 * verified are remembered (the secret does not change while the process runs), so a signed-in browser's
 * requests skip the HMAC. Only genuine signatures are kept; whether the session still exists is always
 * asked of the database.
 */
function createSignatureCheck(secret: string): SignatureCheck {
  const verified = new Map<string, string>();
  return (value) => {
    const known = verified.get(value);
    if (known !== undefined) return known;
    const dot = value.lastIndexOf(".");
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    if (verified.size >= VERIFIED_VALUES_MAX) verified.clear();
    verified.set(value, token);
    return token;
  };
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The bearer plugin's rules: a signed token must verify; an unsigned one is taken as the token itself.
 * A bearer that does not verify is ignored (the cookie may still hold a session), as the plugin does.
 */
function tokenFromBearer(headers: Headers, verify: SignatureCheck): string | null {
  const header = headers.get("authorization");
  if (!header || header.slice(0, 7).toLowerCase() !== "bearer ") return null;
  const value = header.slice(7).trim();
  if (!value) return null;
  return value.includes(".") ? verify(decode(value)) : value;
}

function tokenFromCookie(headers: Headers, name: string, verify: SignatureCheck): string | null {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    return verify(decode(part.slice(eq + 1).trim()));
  }
  return null;
}
