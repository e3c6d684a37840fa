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
  return new Hono<AppEnv>()
    .on(["GET", "POST"], "/auth/*", async (c) => {
      if (redis && !redis.connected) throw serviceUnavailable("Sign-in is briefly unavailable. Please retry shortly.");
      const response = await auth.handler(withClientIp(c.req.raw, clientIp(c, config.trustedProxyHeaders)));
      if (response.status < 400) return response;
      const body = await jsonObjectOf(response);
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      headers.set("content-type", "application/json");
      // Some of better-auth's refusals carry only a message, and an unknown path or method an empty body: every
      // error here gets a code and a message, so a client can rely on the documented shape.
      const shaped = {
        ...body,
        code: typeof body?.code === "string" ? body.code : codeForStatus(response.status),
        message: typeof body?.message === "string" ? body.message : messageForStatus(response.status),
        requestId: c.get("requestId"),
      };
      return new Response(JSON.stringify(shaped), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    })
    .all("/auth/*", (c) =>
      // better-auth's endpoints are GET and POST only (HEAD is a GET); any other method, OPTIONS and unregistered
      // ones included, is answered as an unknown endpoint is, in this family's shape.
      c.json({ code: "NOT_FOUND", message: messageForStatus(404), requestId: c.get("requestId") }, 404),
    );
}

async function jsonObjectOf(response: Response): Promise<Record<string, unknown> | null> {
  if (!response.headers.get("content-type")?.includes("application/json")) return null;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** better-auth's own codes are upper-case names of what went wrong; these name the status where it gave none. */
function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");
}

function messageForStatus(status: number): string {
  if (status >= 500) return "Something went wrong on our side. Please try again.";
  return status === 404 ? "No such endpoint." : status === 405 ? "Method not allowed." : "The request was refused.";
}

const STATUS_CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_ENTITY",
  429: "TOO_MANY_REQUESTS",
};
