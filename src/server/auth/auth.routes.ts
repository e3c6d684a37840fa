import { Hono } from "hono";
import type { Config } from "../config.ts";
import type { AppEnv } from "../lib/hono-env.ts";
import type { Auth } from "./auth.ts";
import { clientIp, withClientIp } from "./client-ip.ts";

/**
 * Mounts better-auth at /api/auth with the real client address for its rate limits. Its errors keep
 * better-auth's own shape, `{ code, message }`, which its web client reads; they gain the request id, as
 * every other API error has it (docs/api.md).
 */
export function authRoutes(auth: Auth, config: Config) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/auth/*", async (c) => {
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
