import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors.ts";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF guard for our own cookie-authenticated write endpoints (better-auth guards its own): a write
 * that carries cookies must come from one of our origins. SameSite=Lax already stops other sites;
 * this also stops sibling subdomains and form posts. Requests without cookies (bearer tokens, API
 * keys, webhooks) are not affected.
 */
export function sameOriginWrites(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (WRITES.has(c.req.method) && c.req.header("cookie")) {
      const origin = c.req.header("origin");
      const sameSite = c.req.header("sec-fetch-site") === "same-origin";
      if (origin ? !trusted.has(origin) : !sameSite) {
        throw new AppError("forbidden", "Cross-site request refused.");
      }
    }
    await next();
  };
}
