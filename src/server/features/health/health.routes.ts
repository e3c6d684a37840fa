import { Hono } from "hono";
import type { Database } from "../../db/client.ts";
import { serviceUnavailable } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import type { Lifecycle } from "../../lib/lifecycle.ts";

/** A load balancer's check must answer within its own timeout, even when the database hangs. */
const READY_PING_TIMEOUT_MS = 2_000;

export interface ReadinessDeps {
  database: Database;
  lifecycle: Lifecycle;
  /** Absent when REDIS_URL is not set. */
  redis?: { readonly connected: boolean } | undefined;
}

/**
 * Liveness (the process answers) and readiness (it should get traffic: not shutting down, the database
 * answers) for load balancers (docs/operations.md#health-readiness-and-load-balancers). Redis is reported
 * but does not make an instance unready: every instance shares it, and the plugin API works without it.
 */
export function healthRoutes({ database, lifecycle, redis }: ReadinessDeps) {
  const redisState = () => (redis ? (redis.connected ? "connected" : "disconnected") : "not configured");
  return new Hono<AppEnv>()
    .get("/health", (c) => c.json({ status: "ok" }))
    .get("/ready", async (c) => {
      if (lifecycle.stopping) throw serviceUnavailable("This instance is shutting down.");
      try {
        await withTimeout(database.ping(), READY_PING_TIMEOUT_MS);
      } catch (error) {
        c.get("logger").warn("readiness check failed", { error: String(error) });
        throw serviceUnavailable("The database is not reachable.");
      }
      return c.json({ status: "ready", database: database.kind, redis: redisState() }, 200, {
        "Cache-Control": "no-store",
      });
    });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
