import type { Context } from "hono";

/** The request header better-auth reads the client address from; only our middleware sets it. */
export const CLIENT_IP_HEADER = "x-goji-client-ip";

/**
 * The real client address: from a trusted proxy header when one is configured (rightmost entry,
 * the one our proxy appended), otherwise the TCP peer. Tests without a socket get 127.0.0.1.
 */
export function clientIp(c: Context, trustedHeaders: string[]): string {
  for (const header of trustedHeaders) {
    const value = c.req.header(header);
    const last = value
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "127.0.0.1";
}

/** A copy of the request with the client address header set by us (any client value replaced). */
export function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}
