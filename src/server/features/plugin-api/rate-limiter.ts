import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { SecondaryStorage } from "../../auth/redis-storage.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import type { Logger } from "../../lib/logger.ts";

export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitVerdict>;
}

const WINDOW_MS = 60_000;

const verdict = (count: number, limit: number, windowIndex: number, now: number): RateLimitVerdict => ({
  allowed: count <= limit,
  retryAfterSeconds: Math.max(1, Math.ceil(((windowIndex + 1) * WINDOW_MS - now) / 1000)),
});

/** Fixed one-minute windows counted in this process: right for one instance, or per instance. */
export function createMemoryRateLimiter(limitPerMinute: number, clock: () => number = Date.now): RateLimiter {
  const counters = new Map<string, { windowIndex: number; count: number }>();
  return {
    hit: async (key) => {
      const now = clock();
      const windowIndex = Math.floor(now / WINDOW_MS);
      let counter = counters.get(key);
      if (!counter || counter.windowIndex !== windowIndex) {
        if (counters.size > 50_000)
          for (const [k, c] of counters) if (c.windowIndex !== windowIndex) counters.delete(k);
        counter = { windowIndex, count: 0 };
        counters.set(key, counter);
      }
      counter.count += 1;
      return verdict(counter.count, limitPerMinute, windowIndex, now);
    },
  };
}

/**
 * The same windows counted in the database (the `rate_limit` table, one row per key, reset when a new
 * window starts): shared by every instance, at the price of one round trip. Used while Redis is down.
 */
export function createDatabaseRateLimiter(db: Db, limitPerMinute: number, clock: () => number = Date.now): RateLimiter {
  return {
    hit: async (key) => {
      const now = clock();
      const windowIndex = Math.floor(now / WINDOW_MS);
      const windowStart = windowIndex * WINDOW_MS;
      const [row] = rowsOf<{ count: number }>(
        await db.execute(sql`
          insert into rate_limit (id, key, count, last_request)
          values (${randomUUID()}, ${`plugin-rate:${key}`}, 1, ${windowStart})
          on conflict (key) do update set
            count = case when rate_limit.last_request = excluded.last_request then rate_limit.count + 1 else 1 end,
            last_request = excluded.last_request
          returning count`),
      );
      return verdict(Number(row?.count ?? 1), limitPerMinute, windowIndex, now);
    },
  };
}

/**
 * The same windows counted in shared storage (Redis when REDIS_URL is set), so the limit holds across
 * instances. While Redis is not connected, or when a command fails, the count moves to `fallback` (the
 * database) at once, so an outage costs a round trip, not a timeout (decision 012). Should the fallback
 * fail too, the request is let through: the ledger, not the limiter, protects money.
 */
export function createSharedRateLimiter(
  storage: Pick<SecondaryStorage, "increment"> & { readonly connected?: boolean },
  limitPerMinute: number,
  logger: Logger,
  clock: () => number = Date.now,
  fallback?: RateLimiter,
): RateLimiter {
  const fallBack = async (key: string, error: unknown): Promise<RateLimitVerdict> => {
    if (fallback) {
      try {
        return await fallback.hit(key);
      } catch (fallbackError) {
        error = fallbackError;
      }
    }
    logger.warn("plugin rate limit store failed; request allowed", { error: String(error) });
    return { allowed: true, retryAfterSeconds: 0 };
  };
  return {
    hit: async (key) => {
      if (storage.connected === false) return fallBack(key, new Error("redis is not connected"));
      const now = clock();
      const windowIndex = Math.floor(now / WINDOW_MS);
      try {
        const count = await storage.increment(`plugin-rate:${key}:${windowIndex}`, WINDOW_MS / 1000);
        return verdict(count, limitPerMinute, windowIndex, now);
      } catch (error) {
        return fallBack(key, error);
      }
    },
  };
}
