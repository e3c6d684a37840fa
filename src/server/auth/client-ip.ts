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
    if (last) return withoutPort(last);
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

/**
 * Some proxies write the client's source port into the header (`203.0.113.9:51234`, `[2001:db8::1]:443`; Azure
 * App Service does): each port would count as a client of its own for every per-address limit.
 */
export function withoutPort(address: string): string {
  const ipv4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (ipv4) return ipv4[1]!;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  return bracketed ? bracketed[1]! : address;
}
