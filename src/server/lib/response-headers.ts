import type { Context } from "hono";

/**
 * Adds headers to the response a handler already produced. Hono's `c.header()` after `next()` rebuilds
 * the whole Response on every call (seven per request with our middlewares); setting them in place is
 * one step. A Response with immutable headers (one passed through from `fetch`) takes the slow path.
 */
export function setResponseHeaders(c: Context, headers: ReadonlyArray<readonly [string, string]>): void {
  try {
    const target = c.res.headers;
    for (const [name, value] of headers) target.set(name, value);
  } catch {
    for (const [name, value] of headers) c.header(name, value);
  }
}
