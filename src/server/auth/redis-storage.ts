import { Redis } from "ioredis";

export interface SecondaryStorage {
  get(key: string): Promise<string | null>;
  getAndDelete(key: string): Promise<string | null>;
  increment(key: string, ttlSeconds: number): Promise<number>;
  set(key: string, value: string, ttl?: number): Promise<void>;
  delete(key: string): Promise<void>;
}

// INCR and set the TTL only when the key is new, in one round trip (the window is fixed from its start).
const INCREMENT_SCRIPT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return n`;

/** better-auth secondary storage on Redis: rate-limit counters shared by every instance. */
export function createRedisStorage(url: string): SecondaryStorage & { close(): Promise<void> } {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  const k = (key: string) => `goji:${key}`;
  return {
    get: (key) => redis.get(k(key)),
    getAndDelete: (key) => redis.getdel(k(key)),
    increment: async (key, ttlSeconds) =>
      Number(await redis.eval(INCREMENT_SCRIPT, 1, k(key), Math.max(1, Math.ceil(ttlSeconds)))),
    set: async (key, value, ttl) => {
      if (ttl && ttl > 0) await redis.set(k(key), value, "EX", Math.ceil(ttl));
      else await redis.set(k(key), value);
    },
    delete: async (key) => {
      await redis.del(k(key));
    },
    close: async () => {
      await redis.quit();
    },
  };
}
