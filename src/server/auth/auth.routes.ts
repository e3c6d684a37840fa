import { Hono } from "hono";
import type { Config } from "../config.ts";
import { serviceUnavailable } from "../lib/errors.ts";
import type { AppEnv } from "../lib/hono-env.ts";
import type { Auth } from "./auth.ts";
import { clientIp, withClientIp } from "./client-ip.ts";

/**
 * Mounts better-auth at /api/auth with the real client address for its rate limits. Its errors keep
 * better-auth's own shape, `{ code, message }`, which its web client reads; they gain the request id, as
 * every other API error has it (docs/api.md).
 *
 * With REDIS_URL set, better-auth keeps its rate-limit counters and a copy of each session in Redis: while
 * Redis is unreachable these endpoints answer 503 at once rather than sign anyone in or out half-way
 * (a session revoked in the database but left in Redis would stay valid; decision 012).
 */
export function authRoutes(auth: Auth, config: Config, redis?: { readonly connected: boolean }) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/auth/*", async (c) => {
    if (redis && !redis.connected) throw serviceUnavailable("Sign-in is briefly unavailable. Please retry shortly.");
    const response = await auth.handler(withClientIp(c.req.raw, clientIp(c, config.trustedProxyHeaders)));
    if (response.status < 400 || !response.headers.get("content-type")?.includes("application/json")) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body !== "object" || Array.isArray(body)) return response;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(JSON.stringify({ ...body, requestId: c.get("requestId") }), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  });
}
