import type { MiddlewareHandler } from "hono";
import { AppError } from "../lib/errors.ts";
import type { AppEnv } from "../lib/hono-env.ts";
import type { Auth } from "./auth.ts";

/**
 * Requires a signed-in user (session cookie or `Authorization: Bearer <session token>`).
 * better-auth reads the session from the database each time, so a revoked session fails at once.
 */
export function requireSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers, query: { disableRefresh: true } }).catch(() => null);
    if (!session) throw new AppError("unauthorized", "Authentication required");
    if (session.user.banned) throw new AppError("forbidden", "This account has been banned.");
    c.set("session", session);
    await next();
  };
}
