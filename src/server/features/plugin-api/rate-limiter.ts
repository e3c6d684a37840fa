import type { SecondaryStorage } from "../../auth/redis-storage.ts";
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
 * The same windows counted in shared storage (Redis when REDIS_URL is set), so the limit holds across
 * instances. If the store fails the request is let through: the ledger, not the limiter, protects money.
 */
export function createSharedRateLimiter(
  storage: Pick<SecondaryStorage, "increment">,
  limitPerMinute: number,
  logger: Logger,
  clock: () => number = Date.now,
): RateLimiter {
  return {
    hit: async (key) => {
      const now = clock();
      const windowIndex = Math.floor(now / WINDOW_MS);
      try {
        const count = await storage.increment(`plugin-rate:${key}:${windowIndex}`, WINDOW_MS / 1000);
        return verdict(count, limitPerMinute, windowIndex, now);
      } catch (error) {
        logger.warn("plugin rate limit store failed; request allowed", { error: String(error) });
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
  };
}
