import type { MiddlewareHandler } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";

/** A site admin holds the `admin` role; roles are stored comma-separated (docs/library-notes.md). */
export function isSiteAdmin(role: string | null | undefined): boolean {
  return (role ?? "").split(",").some((part) => part.trim() === "admin");
}

/**
 * Signed out → 401, signed in without the admin role → 403 (docs/permissions.md wording). The session is read
 * from the database on every call, so a demoted or banned admin loses access at once.
 */
export function requireAdmin(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api
      .getSession({ headers: c.req.raw.headers, query: { disableRefresh: true } })
      .catch(() => null);
    if (!session) throw new AppError("unauthorized", "Authentication required");
    if (session.user.banned || !isSiteAdmin(session.user.role)) {
      throw new AppError("forbidden", "You are not allowed to access resource: user");
    }
    c.set("session", session);
    await next();
  };
}
