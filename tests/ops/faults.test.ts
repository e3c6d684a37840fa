import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, type Database } from "../../src/server/db/client.ts";
import { rowsOf } from "../../src/server/db/raw-rows.ts";
import { apiKey, creditPool } from "../../src/server/db/schema/index.ts";
import { hashApiKey } from "../../src/server/features/api-keys/key-format.ts";
import { testConfig } from "../../src/server/test-utils/test-app.ts";
import { SESSION_PASSWORD, seedBench, type BenchSeed } from "../load/support/seed.ts";
import { createTempDatabase, type TempDatabase } from "../load/support/temp-database.ts";
import { startGoji, type GojiProcess } from "./support/goji-process.ts";
import { debitUntilAnswered, keepAliveClient, type DebitTally } from "./support/plugin-client.ts";
import { startRedis, type RedisProcess } from "./support/redis-process.ts";
import { startTcpProxy, type TcpProxy } from "./support/tcp-proxy.ts";

/**
 * docs/operations.md's fault behaviour (docs/testing.md): real instances as separate processes (the production
 * start command) on PostgreSQL, through database outages, Redis outages and SIGTERM under load. Ports from the
 * range 15400–15499.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PORTS = { proxy: 15410, redis: 15420, first: 15430, others: [15431, 15432] as const };
/** An instance's Prometheus port (METRICS_PORT), beside its own. */
const metricsPort = (port: number) => port + 100;
/** A bound, not a measurement: a request that hangs longer than this fails the test. */
const HANG_MS = 10_000;

describe.skipIf(!adminUrl)("production faults, with real instances", () => {
  let temp: TempDatabase;
  let database: Database;
  let seed: BenchSeed;
  let proxy: TcpProxy;
  let redis: RedisProcess | undefined;
  const instances: GojiProcess[] = [];

  beforeAll(async () => {
    temp = await createTempDatabase(adminUrl ?? "", "goji_faults");
    database = await openDatabase({ databaseUrl: temp.url }, { poolSize: 4 });
    await migrateDatabase(database);
    // Seeded outside test mode: the instances run with NODE_ENV=production, which checks the session user's
    // password with better-auth's own hashing, not test mode's cheaper one (docs/decisions/053).
    seed = await seedBench(testConfig({ NODE_ENV: "development" }), database, {
      personal: 4,
      studioMembers: 1,
      allocated: 0,
    });
    const target = new URL(temp.url);
    proxy = await startTcpProxy(PORTS.proxy, { host: target.hostname, port: Number(target.port || 5432) });
    redis = await startRedis(PORTS.redis);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop(5_000)));
    await proxy?.close();
    await redis?.stop();
    await database?.close();
    await temp?.drop();
  }, 60_000);

  const start = async (port: number, env: Record<string, string>) => {
    const instance = await startGoji(port, env);
    instances.push(instance);
    return instance;
  };
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const signIn = (url: string, password: string) =>
    fetch(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ email: seed.sessionEmail, password }),
      signal: AbortSignal.timeout(HANG_MS),
    });
  const waitFor = async (what: string, check: () => Promise<boolean>, ms = 20_000) => {
    const deadline = Date.now() + ms;
    while (!(await check().catch(() => false))) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** Every debit with an idempotency key starting with `prefix` is in the ledger exactly once. */
  const ledgerOf = async (prefix: string) => {
    const [row] = rowsOf<{ events: number; distinct_keys: number; amount: number }>(
      await database.db.execute(sql`
        select count(*)::int as events, count(distinct idempotency_key)::int as distinct_keys,
               coalesce(sum(amount), 0)::int as amount
        from usage_event where idempotency_key like ${`${prefix}%`}`),
    );
    return row;
  };
  const poolsExact = async () => {
    const mismatched = rowsOf<{ id: string }>(
      await database.db.execute(sql`
        select p.id from credit_pool p left join usage_event e on e.pool_id = p.id
        group by p.id, p.used having p.used <> coalesce(sum(e.amount), 0)`),
    );
    return mismatched.length === 0;
  };

  it("stays up through terminated connections and an outage: 503 with Retry-After, then recovers, ledger exact", async () => {
    // Through the proxy, so the database can be taken away; with Redis, as the next test's first instance.
    const app = await start(PORTS.first, {
      DATABASE_URL: `postgres://${new URL(temp.url).username}@127.0.0.1:${PORTS.proxy}${new URL(temp.url).pathname}`,
      DATABASE_CONNECT_TIMEOUT_MS: "1000",
      REDIS_URL: redis?.url ?? "",
    });
    const cookie = (await signIn(app.url, SESSION_PASSWORD)).headers.getSetCookie().join("; ");
    const key = seed.personalKeys[0] ?? "";
    const tally: DebitTally = { statuses: {}, missingRetryAfter: 0 };
    let restored = false;
    // Plugin load from before the faults until after the recovery.
    const workers = Array.from({ length: 6 }, (_, worker) =>
      (async () => {
        for (let i = 0; i < 40 || !restored; i += 1) await debitUntilAnswered(app.url, key, `db-${worker}-${i}`, tally);
      })(),
    );

    // PostgreSQL closes every connection of the database: pooled, in use, and the LISTEN one.
    await waitFor("the first debits", async () => (tally.statuses[200] ?? 0) >= 20);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [new URL(temp.url).pathname.slice(1)],
    );
    await admin.end();

    // A partition: every connection stays open and silent. Requests give up after the statement timeout (5 s
    // + 1 s) or the pool's connect timeout and answer 503; the LISTEN connection is replaced once its heartbeat
    // stops coming back. The debit load keeps running (and retrying its 503s) throughout.
    const count = (text: string) => app.output().split(text).length - 1;
    const FEEDS = 2; // the API-key and account-details caches each listen on their own channel
    await waitFor("both feeds listening again", async () => count("invalidation feed listening again") === FEEDS);
    proxy.freeze();
    const partitioned = await Promise.all([
      fetch(`${app.url}/api/ready`, { signal: AbortSignal.timeout(HANG_MS) }),
      fetch(`${app.url}/api/v1/usage`, {
        method: "POST",
        headers: { ...bearer(key), "content-type": "application/json" },
        body: JSON.stringify({ amount: 1, idempotencyKey: "db-partition-probe" }),
        signal: AbortSignal.timeout(HANG_MS),
      }),
    ]);
    expect(partitioned.map((res) => res.status)).toEqual([503, 503]);
    expect(partitioned.map((res) => res.headers.get("retry-after"))).toEqual(["5", "5"]);
    // The silent LISTEN connections are given up on (their heartbeats did not come back), not trusted for hours.
    await waitFor("the LISTEN connections replaced", async () => count("invalidation feed interrupted") === 2 * FEEDS);
    proxy.thaw();
    await waitFor("readiness after the partition", async () => (await fetch(`${app.url}/api/ready`)).status === 200);
    await waitFor("both feeds back", async () => count("invalidation feed listening again") === 2 * FEEDS);
    expect(await debitUntilAnswered(app.url, key, "db-partition-probe", tally)).toBe(200);

    // Then the database goes away altogether.
    await waitFor("more debits", async () => (tally.statuses[200] ?? 0) >= 60);
    await proxy.cut();
    const during = await Promise.all([
      fetch(`${app.url}/api/ready`, { signal: AbortSignal.timeout(HANG_MS) }),
      fetch(`${app.url}/api/v1/me`, { headers: bearer(key), signal: AbortSignal.timeout(HANG_MS) }),
      fetch(`${app.url}/api/account/details`, { headers: { cookie }, signal: AbortSignal.timeout(HANG_MS) }),
      signIn(app.url, SESSION_PASSWORD),
      fetch(`${app.url}/api/v1/usage`, {
        method: "POST",
        headers: { ...bearer(key), "content-type": "application/json" },
        body: JSON.stringify({ amount: 1, idempotencyKey: "db-probe" }),
        signal: AbortSignal.timeout(HANG_MS),
      }),
    ]);
    const answers = await Promise.all(
      during.map(async (res) => ({
        status: res.status,
        retryAfter: res.headers.get("retry-after"),
        body: await res.json(),
      })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe("5");
      expect(answer.body.error.code).toBe("service_unavailable");
    }
    expect(app.child.exitCode).toBeNull();

    await proxy.restore();
    await waitFor("readiness after the outage", async () => (await fetch(`${app.url}/api/ready`)).status === 200);
    restored = true;
    await Promise.all(workers);
    // The refused debit, retried with its idempotency key, is charged once.
    expect(await debitUntilAnswered(app.url, key, "db-probe", tally)).toBe(200);
    expect((await fetch(`${app.url}/api/account/details`, { headers: { cookie } })).status).toBe(200);

    // Only charges and outages were answered; no 500, and every 503 said when to retry.
    expect(Object.keys(tally.statuses).sort()).toEqual(["200", "503"]);
    expect(tally.missingRetryAfter).toBe(0);
    expect(app.child.exitCode).toBeNull();
    expect(app.output()).not.toContain('"level":"error"');
    // Every debit is in the ledger once, however many times it was retried.
    const charged = tally.statuses[200] ?? 0;
    expect(charged).toBeGreaterThan(240);
    expect(await ledgerOf("db-")).toEqual({ events: charged, distinct_keys: charged, amount: charged });
    expect(await poolsExact()).toBe(true);
  });

  it("three instances on one database and Redis: debits exact, a revoked key refused by all", async () => {
    const shared = [
      instances[0] as GojiProcess,
      ...(await Promise.all(
        PORTS.others.map((port) =>
          start(port, { DATABASE_URL: temp.url, REDIS_URL: redis?.url ?? "", METRICS_PORT: String(metricsPort(port)) }),
        ),
      )),
    ];
    // 300 credits left on one pool, 600 debits of 1 spread over the three instances.
    const key = seed.personalKeys[1] ?? "";
    const [keyRow] = await database.db
      .select()
      .from(apiKey)
      .where(eq(apiKey.keyHash, hashApiKey(key)));
    const me = (await (await fetch(`${shared[0]?.url}/api/v1/me`, { headers: bearer(key) })).json()) as {
      credits: { used: number };
    };
    await database.db
      .update(creditPool)
      .set({ total: me.credits.used + 300 })
      .where(sql`${creditPool.userId} = ${keyRow?.userId ?? ""} and ${creditPool.organizationId} is null`);
    const tally: DebitTally = { statuses: {}, missingRetryAfter: 0 };
    await Promise.all(
      Array.from({ length: 12 }, (_, worker) =>
        (async () => {
          for (let i = 0; i < 50; i += 1) {
            const instance = shared[(worker + i) % shared.length] as GojiProcess;
            await debitUntilAnswered(instance.url, key, `three-${worker}-${i}`, tally);
          }
        })(),
      ),
    );
    expect(tally.statuses).toEqual({ 200: 300, 402: 300 });
    expect(await ledgerOf("three-")).toEqual({ events: 300, distinct_keys: 300, amount: 300 });
    expect(await poolsExact()).toBe(true);

    // Every instance knows (and caches) another key; an operator revokes it in the database.
    const revoked = seed.personalKeys[2] ?? "";
    for (const instance of shared)
      expect((await fetch(`${instance.url}/api/v1/me`, { headers: bearer(revoked) })).status).toBe(200);
    await database.db
      .update(apiKey)
      .set({ revokedAt: new Date() })
      .where(eq(apiKey.keyHash, hashApiKey(revoked)));
    for (const instance of shared)
      await waitFor(
        `the revocation on ${instance.url}`,
        async () => (await fetch(`${instance.url}/api/v1/me`, { headers: bearer(revoked) })).status === 401,
        5_000,
      );
  });

  it("keeps the plugin API answering while Redis stalls or is down, refuses sign-in with 503, never 500, and recovers", async () => {
    const app = instances.find((instance) => instance.url.endsWith(String(PORTS.others[0])));
    if (!app || !redis) throw new Error("the shared instances did not start");
    const key = seed.personalKeys[3] ?? "";
    const cookie = (await signIn(app.url, SESSION_PASSWORD)).headers.getSetCookie().join("; ");
    // Counted by the instance itself (goji_redis_command_timeouts_total), not timed from here: on a loaded machine
    // a debit can take 250 ms for other reasons, but only a stalled command counts as a timeout.
    const commandTimeouts = async () => {
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort(PORTS.others[0])}/metrics`)).text();
      return Number(/^goji_redis_command_timeouts_total (\d+)$/m.exec(metrics)?.[1]);
    };
    const timeoutsBefore = await commandTimeouts();

    // Stalled: the connection stays open and nothing answers. The first command waits out
    // REDIS_COMMAND_TIMEOUT_MS (250 ms) and drops the connection; the requests after it do not wait at all.
    redis.pause();
    const stalled: DebitTally = { statuses: {}, missingRetryAfter: 0 };
    for (let i = 0; i < 40; i += 1)
      await debitUntilAnswered(app.url, key, `redis-stalled-${i}`, stalled, { timeoutMs: 2_000 });
    expect(stalled.statuses).toEqual({ 200: 40 });
    const waitedOut = (await commandTimeouts()) - timeoutsBefore;
    expect(waitedOut).toBeGreaterThanOrEqual(1); // the stall was met
    expect(waitedOut).toBeLessThanOrEqual(2); // and paid once, not by each of the 40 debits
    const duringStall = await Promise.all([
      signIn(app.url, SESSION_PASSWORD),
      fetch(`${app.url}/api/account/details`, { headers: { cookie }, signal: AbortSignal.timeout(HANG_MS) }),
      fetch(`${app.url}/api/ready`, { signal: AbortSignal.timeout(HANG_MS) }),
    ]);
    const [signInStalled, detailsStalled, readyStalled] = duringStall.map((res) => res.status);
    expect(signInStalled).toBe(503);
    expect([200, 503]).toContain(detailsStalled);
    expect(readyStalled).toBe(200);
    redis.resume();
    await waitFor("redis back after the stall", async () => {
      const body = (await (await fetch(`${app.url}/api/ready`)).json()) as { redis?: string };
      return body.redis === "connected";
    });
    expect((await signIn(app.url, SESSION_PASSWORD)).status).toBe(200);

    // Down: the port refuses connections.
    await redis.stop();
    await waitFor("redis reported down", async () => {
      const body = (await (await fetch(`${app.url}/api/ready`)).json()) as { redis?: string };
      return body.redis === "disconnected";
    });

    // Rate limits count in the database meanwhile: every debit answers, none waits on Redis.
    const tally: DebitTally = { statuses: {}, missingRetryAfter: 0 };
    for (let i = 0; i < 60; i += 1)
      await debitUntilAnswered(app.url, key, `redis-down-${i}`, tally, { timeoutMs: 1_000 });
    expect(tally.statuses).toEqual({ 200: 60 });
    const ready = await fetch(`${app.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", redis: "disconnected" });
    const refused = await signIn(app.url, SESSION_PASSWORD);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("service_unavailable");
    // A signed-in page's data: answered from the database, or 503 when the session lookup reaches Redis; never 500.
    const details = await fetch(`${app.url}/api/account/details`, {
      headers: { cookie },
      signal: AbortSignal.timeout(HANG_MS),
    });
    expect([200, 503]).toContain(details.status);

    redis = await startRedis(PORTS.redis);
    await waitFor("redis reported back", async () => {
      const body = (await (await fetch(`${app.url}/api/ready`)).json()) as { redis?: string };
      return body.redis === "connected";
    });
    expect((await signIn(app.url, SESSION_PASSWORD)).status).toBe(200);
    await debitUntilAnswered(app.url, key, "redis-back-0", tally, { timeoutMs: 1_000 });
    expect(tally.statuses).toEqual({ 200: 61 });
    expect(await ledgerOf("redis-")).toEqual({ events: 101, distinct_keys: 101, amount: 101 });
    expect(app.output()).not.toContain('"status":500');
  });

  it("stops gracefully on SIGTERM under keep-alive load: no request reset, exit code 0", async () => {
    const app = instances.find((instance) => instance.url.endsWith(String(PORTS.others[1])));
    if (!app) throw new Error("the shared instances did not start");
    const key = seed.personalKeys[3] ?? "";
    const clients = Array.from({ length: 20 }, (_, client) => keepAliveClient(app.url, key, `term-${client}`));
    await waitFor("keep-alive load", async () => clients.every((client) => client.answered >= 5));
    app.child.kill("SIGTERM");
    const results = await Promise.all(clients.map((client) => client.done));
    const exitCode = await app.exited;

    // Each client was told to close on a response and none lost a request; the process drained and stopped.
    expect(results.filter((result) => result.error)).toEqual([]);
    expect(results.every((result) => result.toldToClose)).toBe(true);
    expect(exitCode).toBe(0);
    expect(app.output()).toContain('"message":"stopped"');
    const charged = results.reduce((sum, result) => sum + result.charged, 0);
    expect(await ledgerOf("term-")).toEqual({ events: charged, distinct_keys: charged, amount: charged });
    expect(await poolsExact()).toBe(true);
  });
});
