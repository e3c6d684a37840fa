import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./hono-env.ts";
import { withResponseHeaders } from "./response-headers.ts";
import type { Logger } from "./logger.ts";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives each request an id (a sane incoming X-Request-Id is kept) and logs one line when it ends. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    c.set("requestId", requestId);
    c.set("logger", logger);
    await withResponseHeaders(c, next, [["X-Request-Id", requestId]]);
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
