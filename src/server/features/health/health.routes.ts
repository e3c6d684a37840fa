import { Hono } from "hono";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export function healthRoutes(database: Database) {
  return new Hono<AppEnv>()
    .get("/health", (c) => c.json({ status: "ok" }))
    .get("/ready", async (c) => {
      try {
        await database.ping();
      } catch (error) {
        c.get("logger").warn("readiness check failed", { error: String(error) });
        throw new AppError("unavailable", "The database is not reachable.");
      }
      return c.json({ status: "ready", database: database.kind });
    });
}
