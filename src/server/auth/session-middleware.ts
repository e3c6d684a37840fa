import type { MiddlewareHandler } from "hono";
import { AppError } from "../lib/errors.ts";
import type { AppEnv } from "../lib/hono-env.ts";
import type { Auth } from "./auth.ts";
import { createSessionLookup } from "./session-lookup.ts";

/** The two refusals of a session check, shared with routes that read the session themselves. */
export const notSignedIn = () => new AppError("unauthorized", "Authentication required");
export const bannedUser = () => new AppError("forbidden", "This account has been banned.");

/**
 * Requires a signed-in user (session cookie or `Authorization: Bearer <session token>`).
 * The session is read from the database on every request (session-lookup.ts), so a revoked session
 * fails at once, and a banned user is refused on their next request.
 */
export function requireSession(auth: Auth): MiddlewareHandler<AppEnv> {
  const findSession = createSessionLookup(auth);
  return async (c, next) => {
    const session = await findSession(c.req.raw.headers).catch(() => null);
    if (!session) throw notSignedIn();
    if (session.user.banned) throw bannedUser();
    c.set("session", session);
    await next();
  };
}
