import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./hono-env.ts";
import { withResponseHeaders } from "./response-headers.ts";
import type { Logger } from "./logger.ts";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The first layer of every request: gives it an id (a sane incoming X-Request-Id is kept), puts the id
 * and `headers` (the security headers) on its response, and logs one line when it ends. One layer for
 * all of it: every async middleware costs each request of the plugin API's hot path (decision 008).
 */
export function requestContext(
  logger: Logger,
  headers: ReadonlyArray<readonly [string, string]> = [],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    c.set("requestId", requestId);
    c.set("logger", logger);
    await withResponseHeaders(c, next, [...headers, ["X-Request-Id", requestId]]);
    // Static assets would drown the log; API and page requests are what operators read.
    if (c.req.path.startsWith("/assets/")) return;
    logger.info("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
