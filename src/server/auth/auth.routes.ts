import { Hono } from "hono";
import type { Config } from "../config.ts";
import type { AppEnv } from "../lib/hono-env.ts";
import type { Auth } from "./auth.ts";
import { clientIp, withClientIp } from "./client-ip.ts";

/** Mounts better-auth at /api/auth with the real client address for its rate limits. */
export function authRoutes(auth: Auth, config: Config) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/auth/*", (c) =>
    auth.handler(withClientIp(c.req.raw, clientIp(c, config.trustedProxyHeaders))),
  );
}
