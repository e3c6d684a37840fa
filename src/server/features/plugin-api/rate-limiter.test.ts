import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisStorage } from "../../auth/redis-storage.ts";
import { createLogger } from "../../lib/logger.ts";
import { createMemoryRateLimiter, createSharedRateLimiter } from "./rate-limiter.ts";

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

  it("lets requests through when the store fails (the ledger, not the limiter, guards money)", async () => {
    const broken = { increment: () => Promise.reject(new Error("down")) };
    const limiter = createSharedRateLimiter(broken, 1, createLogger("silent"));
    expect((await limiter.hit("k")).allowed).toBe(true);
    expect((await limiter.hit("k")).allowed).toBe(true);
  });
});
