import type { Server } from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "../test-utils/auth-helpers.ts";
import { generateKey, setPoolTotal, spend } from "../test-utils/plugin-helpers.ts";
import { awaitInvalidations, createTestLogger, useTestApp } from "../test-utils/test-app.ts";
import { createRedisStorage } from "../auth/redis-storage.ts";
import { startMetricsServer } from "./metrics-server.ts";

const TOKEN = "metrics-token-for-the-test-0123";
const t = useTestApp();
let server: Server;
let url: string;

beforeAll(async () => {
  // Port 0: the system picks a free one; the production default binds 127.0.0.1 as here.
  server = await startMetricsServer({ port: 0, host: "127.0.0.1", token: TOKEN }, createTestLogger(t.config));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/metrics`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function scrape(): Promise<string> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
}

/** The value of one series (exact name and labels as exposed), or 0 when it is not there yet. */
function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("the metrics endpoint", () => {
  it("refuses a scrape without the bearer token, or with another one, and serves only /metrics", async () => {
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: "Bearer metrics-token-for-the-test-0124" } })).status).toBe(
      401,
    );
    expect((await fetch(url.replace("/metrics", "/"), { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      404,
    );
  });

  it("moves the request, debit, batch, cache and invalidation series with real traffic", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    await setPoolTotal(t, { userId: user.userId }, 3);
    await awaitInvalidations(t);
    const before = await scrape();

    const idempotencyKey = randomUUID();
    expect((await spend(t, key, { amount: 2, idempotencyKey })).status).toBe(200);
    expect((await spend(t, key, { amount: 2, idempotencyKey })).status).toBe(200); // replayed
    expect((await spend(t, key, { amount: 2 })).status).toBe(402); // 1 left
    expect(
      (await t.app.request("/api/v1/usage", { method: "POST", headers: { authorization: "Bearer nope" } })).status,
    ).toBe(401);
    // A write through the web API waits for this instance's invalidation barrier (a lag observation).
    await generateKey(t, user);
    const after = await scrape();

    const moved = (series: string) => value(after, series) - value(before, series);
    const usage = (status: number) =>
      `goji_http_requests_total{route="/api/v1/usage",method="POST",status="${status}"}`;
    expect(moved(usage(200))).toBe(2);
    expect(moved(usage(402))).toBe(1);
    // Refused by the plugin API's key check, a middleware: the series carries the pattern it is registered on.
    expect(moved('goji_http_requests_total{route="/api/v1/*",method="POST",status="401"}')).toBe(1);
    expect(moved(`goji_http_request_duration_seconds_count{route="/api/v1/usage",method="POST",status="200"}`)).toBe(2);
    expect(moved('goji_debit_outcomes_total{outcome="charged"}')).toBe(1);
    expect(moved('goji_debit_outcomes_total{outcome="replayed"}')).toBe(1);
    expect(moved('goji_debit_outcomes_total{outcome="insufficient"}')).toBe(1);
    expect(moved("goji_debit_batch_size_count")).toBeGreaterThanOrEqual(1);
    expect(moved('goji_debit_batch_duration_seconds_count{result="committed"}')).toBeGreaterThanOrEqual(1);
    // The key was looked up at least once from the database and then answered from the cache.
    expect(moved('goji_cache_lookups_total{cache="api_key",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(moved('goji_cache_lookups_total{cache="api_key",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(moved('goji_api_key_lookups_total{result="active"}')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^goji_invalidation_lag_seconds_count\{channel="[^"]+"\} [1-9]/m);

    // Process figures: memory and event-loop lag.
    expect(value(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    if (t.database.kind === "postgres") {
      expect(after).toMatch(/^goji_db_pool_connections\{state="idle"\} \d+/m);
      expect(after).toMatch(/^goji_db_pool_connections\{state="waiting"\} 0/m);
    }
  });
});

// A real Redis (CI starts one; TEST_REDIS_URL): the gauge follows the client's state.
describe.runIf(process.env.TEST_REDIS_URL)("the Redis gauge", () => {
  it("reports the client ready once connected, and not ready once it has quit", async () => {
    const storage = createRedisStorage(process.env.TEST_REDIS_URL as string);
    // Commands are not queued while connecting (decision 012): wait for the connection first.
    expect(await storage.whenConnected(5_000)).toBe(true);
    await storage.set(`metrics-test:${randomUUID()}`, "1", 5);
    expect(await scrape()).toMatch(/^goji_redis_up\{status="ready"\} 1$/m);
    await storage.close();
    // The client reaches "end" once its socket has closed, just after quit() resolves.
    await expect.poll(scrape).toMatch(/^goji_redis_up\{status="end"\} 0$/m);
    expect(await scrape()).not.toMatch(/^goji_redis_up\{status="ready"\}/m);
  });
});
