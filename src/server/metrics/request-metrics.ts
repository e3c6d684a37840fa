import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { httpRequestSeconds, httpRequests } from "./registry.ts";

/**
 * Counts and times every request by its route pattern (`/api/organization/:id/logo`, never the raw path, so
 * the number of series stays bounded) and status. First in the chain, so errors turned into responses count.
 */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const labels = { route: routePath(c), method: c.req.method, status: String(c.res.status) };
      httpRequests.inc(labels);
      httpRequestSeconds.observe(labels, (performance.now() - started) / 1000);
    }
  };
}
