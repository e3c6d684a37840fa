import { ServerResponse } from "node:http";
import type { Context, Next } from "hono";

type HeaderList = ReadonlyArray<readonly [string, string]>;

/** Node's response under @hono/node-server; absent under `app.request()` (tests) and other runtimes. */
function nodeResponseOf(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/**
 * Runs the rest of the chain and makes sure the response carries `headers`; a header the handler set
 * itself is kept. Under @hono/node-server they go straight onto Node's response before the handler runs,
 * and Node merges them into whatever the handler answers — a plain object, where the fetch `Headers` of
 * every response was a hot spot of the plugin API's profile (decision 008).
 */
export async function withResponseHeaders(c: Context, next: Next, headers: HeaderList): Promise<void> {
  const node = nodeResponseOf(c);
  if (node) {
    for (const [name, value] of headers) node.setHeader(name, value);
    await next();
    return;
  }
  await next();
  setMissingHeaders(c, headers);
}

/**
 * Adds headers to the response a handler already produced. Hono's `c.header()` after `next()` rebuilds
 * the whole Response on every call; setting them in place is one step. A Response with immutable headers
 * (one passed through from `fetch`) takes the slow path.
 */
function setMissingHeaders(c: Context, headers: HeaderList): void {
  try {
    const target = c.res.headers;
    for (const [name, value] of headers) if (!target.has(name)) target.set(name, value);
  } catch {
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.header(name, value);
  }
}
