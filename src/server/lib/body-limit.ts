import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "./errors.ts";

/** The largest body the web API takes: the Stripe webhook's events are its biggest. */
export const WEB_API_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Refuses a request body above `maxBytes` with 413 before it is read. Without it a handler buffered
 * whatever arrived (a 560 MB body ended in a 500).
 *
 * Only the headers are looked at on the common path: Hono's own bodyLimit reads `c.req.raw.body`, which
 * makes @hono/node-server build a full Request for every request, GETs included — measured at a third
 * of the plugin API's throughput. A request from Node's HTTP server has a body only with Content-Length
 * or Transfer-Encoding; a body of unknown length (chunked) is counted while it is read, by Hono's
 * bodyLimit, as is any Request built in process (tests), whose body carries no length header.
 */
export function limitBody(maxBytes: number, what = "The request body"): MiddlewareHandler {
  const refuse = (): never => {
    throw new AppError("payload_too_large", `${what} is too large (at most ${Math.round(maxBytes / 1024)} KB).`);
  };
  const countWhileReading = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return async (c, next) => {
    const fromNodeServer = (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
    if (!fromNodeServer || c.req.header("transfer-encoding") !== undefined) return countWhileReading(c, next);
    const length = c.req.header("content-length");
    if (length !== undefined && Number(length) > maxBytes) refuse();
    await next();
  };
}
