import { Redis } from "ioredis";
import type { Logger } from "../lib/logger.ts";
import { observeLive, redisCommandTimeouts } from "../metrics/registry.ts";

export interface SecondaryStorage {
  get(key: string): Promise<string | null>;
  getAndDelete(key: string): Promise<string | null>;
  increment(key: string, ttlSeconds: number): Promise<number>;
  set(key: string, value: string, ttl?: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface RedisStorage extends SecondaryStorage {
  /** True while connected: commands are sent. Otherwise every command fails at once (decision 012). */
  readonly connected: boolean;
  /** Resolves once connected, or after `timeoutMs` (start-up: not answer the first requests without Redis). */
  whenConnected(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface RedisStorageOptions {
  connectTimeoutMs: number;
  commandTimeoutMs: number;
  logger?: Logger | undefined;
}

// INCR and set the TTL only when the key is new, in one round trip (the window is fixed from its start).
const INCREMENT_SCRIPT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return n`;
const RECONNECT_MAX_MS = 2_000;

/**
 * better-auth secondary storage on Redis: rate-limit counters shared by every instance. While Redis is
 * unreachable nothing waits for it: commands are not queued (enableOfflineQueue: false) nor retried, and
 * a stalled server is given up on after REDIS_COMMAND_TIMEOUT_MS; the client reconnects on its own.
 */
export function createRedisStorage(
  url: string,
  options: RedisStorageOptions = { connectTimeoutMs: 1_000, commandTimeoutMs: 250 },
): RedisStorage {
  const redis = new Redis(url, {
    connectTimeout: options.connectTimeoutMs,
    commandTimeout: options.commandTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(RECONNECT_MAX_MS, 50 * 2 ** attempt),
  });
  observeLive({ redis: () => redis.status });
  // Logged on changes of state, not on each failed reconnect; an `error` nobody listens to would go to
  // the console as "Unhandled error event".
  let wasConnected = false;
  let lastError = "";
  // Set when we drop a stalled connection: ioredis still says "ready" until the socket has closed, and in that
  // moment a request (or /api/ready) must not take Redis for answering.
  let dropping = false;
  redis.on("error", (error: Error) => {
    lastError = error.message;
  });
  redis.on("ready", () => {
    wasConnected = true;
    dropping = false;
    options.logger?.info("redis connected");
  });
  redis.on("close", () => {
    if (!wasConnected) return;
    wasConnected = false;
    options.logger?.warn("redis connection lost; reconnecting", { error: lastError });
  });
  const k = (key: string) => `goji:${key}`;
  // A stalled server (paused, swapping, a half-open connection) keeps the connection "ready" while every command
  // waits out the timeout. The first timeout drops the connection, so the next requests see `connected: false`
  // and move to their fallback at once instead of each paying the timeout; the client reconnects on its own
  // and is ready again once the server answers.
  const isConnected = () => redis.status === "ready" && !dropping;
  const guarded = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      const timedOut = error instanceof Error && error.message === "Command timed out";
      if (timedOut) redisCommandTimeouts.inc();
      if (timedOut && isConnected()) {
        options.logger?.warn("redis stopped answering; reconnecting", { timeoutMs: options.commandTimeoutMs });
        dropping = true;
        redis.disconnect(true);
      }
      throw error;
    }
  };
  return {
    get connected() {
      return isConnected();
    },
    whenConnected: (timeoutMs) =>
      isConnected()
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => done(false), timeoutMs);
            const onReady = () => done(true);
            const done = (connected: boolean) => {
              clearTimeout(timer);
              redis.off("ready", onReady);
              resolve(connected);
            };
            redis.on("ready", onReady);
          }),
    get: (key) => guarded(() => redis.get(k(key))),
    getAndDelete: (key) => guarded(() => redis.getdel(k(key))),
    increment: async (key, ttlSeconds) =>
      Number(await guarded(() => redis.eval(INCREMENT_SCRIPT, 1, k(key), Math.max(1, Math.ceil(ttlSeconds))))),
    set: async (key, value, ttl) => {
      if (ttl && ttl > 0) await guarded(() => redis.set(k(key), value, "EX", Math.ceil(ttl)));
      else await guarded(() => redis.set(k(key), value));
    },
    delete: async (key) => {
      await guarded(() => redis.del(k(key)));
    },
    close: async () => {
      if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
