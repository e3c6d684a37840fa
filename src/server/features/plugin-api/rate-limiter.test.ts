import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisStorage } from "../../auth/redis-storage.ts";
import { createLogger } from "../../lib/logger.ts";
import { useTestApp } from "../../test-utils/test-app.ts";
import { createDatabaseRateLimiter, createMemoryRateLimiter, createSharedRateLimiter } from "./rate-limiter.ts";

describe("in-memory rate limiter", () => {
  it("allows N per key per minute, then refuses until the window ends", async () => {
    let now = 60_000 * 1000 + 15_000;
    const limiter = createMemoryRateLimiter(3, () => now);
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await limiter.hit("k"));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]?.retryAfterSeconds).toBe(45);
    expect((await limiter.hit("other")).allowed).toBe(true);
    now += 45_000;
    expect((await limiter.hit("k")).allowed).toBe(true);
  });
});

describe("database rate limiter (the fallback while Redis is down)", () => {
  const t = useTestApp();
  it("counts one window per key across instances sharing the database, and starts again in the next", async () => {
    let now = 60_000 * 2000 + 5_000;
    const first = createDatabaseRateLimiter(t.database.db, 3, () => now);
    const second = createDatabaseRateLimiter(t.database.db, 3, () => now);
    const verdicts = [await first.hit("k"), await second.hit("k"), await first.hit("k"), await second.hit("k")];
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]?.retryAfterSeconds).toBe(55);
    expect((await first.hit("other")).allowed).toBe(true);
    now += 60_000;
    expect((await second.hit("k")).allowed).toBe(true);
  });
});

const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;

describe.skipIf(!hasRedis)("shared (Redis) rate limiter", () => {
  let server: ChildProcess;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  beforeAll(async () => {
    server = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("redis-server did not start")), 5000);
      server.stdout?.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("Ready to accept connections")) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
  afterAll(() => {
    server.kill();
  });

  it("counts across instances: two limiters on one Redis share the budget", async () => {
    const a = createRedisStorage(`redis://127.0.0.1:${port}`);
    const b = createRedisStorage(`redis://127.0.0.1:${port}`);
    expect([await a.whenConnected(5_000), await b.whenConnected(5_000)]).toEqual([true, true]);
    const logger = createLogger("silent");
    const now = () => 1_700_000_000_000;
    const first = createSharedRateLimiter(a, 4, logger, now);
    const second = createSharedRateLimiter(b, 4, logger, now);
    const verdicts = [
      await first.hit("key"),
      await second.hit("key"),
      await first.hit("key"),
      await second.hit("key"),
      await first.hit("key"),
    ];
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, false]);
    expect(verdicts[4]?.retryAfterSeconds).toBeGreaterThan(0);
    await a.close();
    await b.close();
  });

  it("counts in the fallback at once while Redis is not connected, without waiting for it", async () => {
    const closed = createRedisStorage("redis://127.0.0.1:1", { connectTimeoutMs: 200, commandTimeoutMs: 100 });
    const counted: string[] = [];
    const fallback = createMemoryRateLimiter(2);
    const limiter = createSharedRateLimiter(closed, 2, createLogger("silent"), Date.now, {
      hit: (key) => {
        counted.push(key);
        return fallback.hit(key);
      },
    });
    const verdicts = [await limiter.hit("k"), await limiter.hit("k"), await limiter.hit("k")];
    await closed.close();
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, false]);
    expect(counted).toEqual(["k", "k", "k"]);
  });

  it("lets requests through when the store fails (the ledger, not the limiter, guards money)", async () => {
    const broken = { increment: () => Promise.reject(new Error("down")) };
    const limiter = createSharedRateLimiter(broken, 1, createLogger("silent"));
    expect((await limiter.hit("k")).allowed).toBe(true);
    expect((await limiter.hit("k")).allowed).toBe(true);
  });
});
