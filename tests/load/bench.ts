import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BENCH_AUTH_SECRET, seedFresh, signIn, withDatabase } from "./support/bench-databases.ts";
import {
  fmt,
  mb,
  PGLITE_RSS_TARGETS,
  report,
  reportLedger,
  reportPgliteRss,
  type PgliteRun,
} from "./support/bench-report.ts";
import { checkLedger } from "./support/ledger-check.ts";
import { runLoad, type LoadOptions, type LoadResult } from "./support/load.ts";
import { PGBENCH_SCRIPT, runPgbench } from "./support/pgbench.ts";
import { startServer, type RunningServer } from "./support/processes.ts";
import { PRODUCTION_SERVER_ENTRY } from "../support/production-node-flags.ts";
import { createTempDatabase } from "./support/temp-database.ts";
import type { BenchSeed } from "./support/seed.ts";

/**
 * `npm run bench` (targets and results: docs/benchmarks.md). Needs `npm run build` first. In one sitting:
 *   1. bare Hono: a JSON GET, and the usage load's POSTs parsed and answered with no work
 *      (reference ceiling of the HTTP stack, and the p99 floor of the usage load on this machine)
 *   2. the production server on PostgreSQL: POST /api/v1/usage
 *   3. pgbench running one debit per transaction on the same database (reference: the database's own rate)
 *   4. a fresh server and database: GET /api/account/details beside better-auth's GET /api/auth/get-session
 *   5. the production server on PGlite: POST /api/v1/usage
 * and checks after each usage run that the ledger is exact (every pool's used = Σ its events).
 * Each HTTP measurement follows a warm-up of the same load (WARMUP_SECONDS, not counted).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REFERENCE_SECONDS = Number(process.env.BENCH_REFERENCE_SECONDS ?? 5);
// Every server is loaded for a few seconds before it is measured, so the figures are its steady state:
// the first seconds of a fresh process go to the JIT compiler and to filling the API-key cache.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
// How long a freshly started server is left alone before its idle RSS is read.
const IDLE_SETTLE_MS = 3_000;
// BENCH_ONLY=pglite runs the PGlite usage run alone (its RSS and rate; no ratios to the references).
const ONLY_PGLITE = process.env.BENCH_ONLY === "pglite";
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SERVER_ENTRY = PRODUCTION_SERVER_ENTRY;
// One JSON line per request would be a large part of the work measured; deployments log at the proxy.
const SERVER_ENV = { AUTH_SECRET: BENCH_AUTH_SECRET, LOG_LEVEL: "warn" };

async function main() {
  if (!existsSync("dist/client/index.html") || !existsSync(SERVER_ENTRY)) {
    console.error("The web app is not built: run `npm run build` first (the bench serves the production build).");
    process.exit(1);
  }
  console.log(
    `Goji bench — usage runs ${SECONDS} s × 200 connections; references ${REFERENCE_SECONDS} s; each after a ${WARMUP_SECONDS} s warm-up; machine: ${(await import("node:os")).cpus().length} CPUs\n`,
  );

  if (ONLY_PGLITE) {
    const pglite = await benchPglite();
    report("POST /api/v1/usage on PGlite", pglite.load, pglite.peakRssMb);
    reportLedger(pglite);
    reportPgliteRss(pglite);
    if (!pglite.ledger.exact) process.exit(2);
    return;
  }

  const bare = await benchBareHono();
  const hono = bare.get;
  report("bare Hono JSON (reference)", hono);
  report("bare Hono, the usage load: POST, body parsed, no work (reference: p99 floor)", bare.usageShape);

  const postgres = await benchPostgres();
  report("POST /api/v1/usage on PostgreSQL", postgres.usage.load, postgres.usage.peakRssMb);
  reportLedger(postgres.usage);
  report("GET /api/account/details (PostgreSQL, 50 conn.)", postgres.details.load, postgres.details.peakRssMb);
  report("GET /api/auth/get-session (better-auth, 50 conn.)", postgres.session.load, postgres.session.peakRssMb);
  console.log(
    `  pgbench debit (10 clients, 1 transaction per debit): ${fmt(postgres.pgbench.tps)} tps, avg ${postgres.pgbench.latencyMs.toFixed(2)} ms`,
  );

  const pglite = await benchPglite();
  report("POST /api/v1/usage on PGlite", pglite.load, pglite.peakRssMb);
  reportLedger(pglite);
  reportPgliteRss(pglite);

  const usagePg = postgres.usage.load.requestsPerSecond;
  const detailsRatio = postgres.details.load.requestsPerSecond / postgres.session.load.requestsPerSecond;
  console.log("\nSummary");
  console.log(
    `  usage on PostgreSQL: ${fmt(usagePg)} req/s = ${(usagePg / postgres.pgbench.tps).toFixed(2)}× pgbench (${fmt(postgres.pgbench.tps)} tps), ${(usagePg / hono.requestsPerSecond).toFixed(3)}× bare Hono (${fmt(hono.requestsPerSecond)} req/s); p99 ${postgres.usage.load.p99} ms (bare Hono under the same load: p99 ${bare.usageShape.p99} ms)   [targets ≥ 2× pgbench, p99 ≤ 50 ms]`,
  );
  console.log(
    `  usage on PGlite:     ${fmt(pglite.load.requestsPerSecond)} req/s = ${(pglite.load.requestsPerSecond / hono.requestsPerSecond).toFixed(3)}× bare Hono; p99 ${pglite.load.p99} ms   [target ≥ 1,000/s]`,
  );
  console.log(
    `  account details:     ${fmt(postgres.details.load.requestsPerSecond)} req/s = ${detailsRatio.toFixed(2)}× get-session (${fmt(postgres.session.load.requestsPerSecond)} req/s); p99 ${postgres.details.load.p99} ms   [target ≥ 2×, p99 ≤ 50 ms]`,
  );
  console.log(
    `  RSS idle → peak:     bare Hono ${mb(bare.idleRssMb)}; server on PostgreSQL ${mb(postgres.usage.idleRssMb)} → ${mb(postgres.usage.peakRssMb)}; on PGlite ${mb(pglite.idleRssMb)} → ${mb(pglite.peakRssMb)} (${(pglite.idleRssMb / postgres.usage.idleRssMb).toFixed(2)}× / ${(pglite.peakRssMb / postgres.usage.peakRssMb).toFixed(2)}× PostgreSQL's)   [PGlite targets idle ≤ ${PGLITE_RSS_TARGETS.idleMb} MB, under load ≤ ${PGLITE_RSS_TARGETS.loadMb} MB]`,
  );
  console.log(
    `  ledger exact:        PostgreSQL ${postgres.usage.ledger.exact ? "yes" : "NO"}, PGlite ${pglite.ledger.exact ? "yes" : "NO"}`,
  );
  console.log(`\npgbench script:\n${PGBENCH_SCRIPT}`);
  if (!postgres.usage.ledger.exact || !pglite.ledger.exact) process.exit(2);
}

/**
 * The HTTP stack's ceiling, twice: a GET answered with JSON, and the usage run's exact load (200
 * connections, a fresh JSON body per request) answered after parsing the body and doing nothing else —
 * the lowest p99 this machine can show for that load with the load generator on the same cores.
 */
async function benchBareHono(): Promise<{ get: LoadResult; usageShape: LoadResult; idleRssMb: number }> {
  const server = await startServer("tests/load/support/bare-hono.ts", {});
  try {
    const idleRssMb = await settledRss(server);
    const get = (await warmThenMeasure(server, { url: `${server.url}/`, connections: 200, seconds: REFERENCE_SECONDS }))
      .result;
    const anyKey = ["goji_bench_reference"];
    const usageShape = (
      await warmThenMeasure(server, {
        ...usageLoad(server, { studioKeys: anyKey, personalKeys: anyKey }),
        seconds: REFERENCE_SECONDS,
      })
    ).result;
    return { get, usageShape, idleRssMb };
  } finally {
    await server.stop();
  }
}

/**
 * Each PostgreSQL measurement on its own fresh database and server process, as each would meet a
 * deployment: the usage run and its pgbench reference, then the account pair. Sharing one process let
 * whichever ran first weigh on the next: after the account pair (better-auth's get-session load leaves a
 * large heap behind) the usage run measured ~2,550 req/s, on a fresh process ~3,400–3,900 the same day;
 * the other way round, the usage run's new rows leave autovacuum work under the account pair.
 */
async function benchPostgres() {
  const { usage, pgbench } = await onFreshPostgres(async (seed, server, databaseUrl) => {
    const idleRssMb = await settledRss(server);
    const run = await warmThenMeasure(server, usageLoad(server, seed));
    await server.stop();
    const ledger = await withDatabase({ databaseUrl }, (db) => checkLedger(db.db, seed.poolIds, seed.studioPoolId));
    // The same keys on the same database, in the same sitting: the database's own rate for this debit.
    const perSide = Math.min(seed.studioKeys.length, seed.personalKeys.length);
    const keys = [...seed.studioKeys.slice(0, perSide), ...seed.personalKeys.slice(0, perSide)];
    return {
      usage: { load: run.result, idleRssMb, peakRssMb: run.peakRssMb, warmupOk: run.warmupOk, ledger },
      pgbench: await runPgbench(databaseUrl, keys, SECONDS),
    };
  });
  const { details, session } = await onFreshPostgres(async (seed, server) => {
    const headers = { cookie: await signIn(server, seed.sessionEmail) };
    const detailsRun = await warmThenMeasure(server, {
      url: `${server.url}/api/account/details`,
      connections: 50,
      seconds: SECONDS,
      headers,
    });
    const sessionRun = await warmThenMeasure(server, {
      url: `${server.url}/api/auth/get-session`,
      connections: 50,
      seconds: SECONDS,
      headers,
    });
    return {
      details: { load: detailsRun.result, peakRssMb: detailsRun.peakRssMb },
      session: { load: sessionRun.result, peakRssMb: sessionRun.peakRssMb },
    };
  });
  return { usage, details, session, pgbench };
}

/** A new database, migrated and seeded, with the production server started on it; both gone afterwards. */
async function onFreshPostgres<T>(
  work: (seed: BenchSeed, server: RunningServer, databaseUrl: string) => Promise<T>,
): Promise<T> {
  const database = await createTempDatabase(ADMIN_URL, "goji_bench");
  try {
    const seed = await seedFresh({ databaseUrl: database.url }, { DATABASE_URL: database.url });
    const server = await startServer(SERVER_ENTRY, { ...SERVER_ENV, DATABASE_URL: database.url });
    try {
      return await work(seed, server, database.url);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

async function benchPglite(): Promise<PgliteRun> {
  const dataDir = mkdtempSync(join(tmpdir(), "goji-bench-pglite-"));
  try {
    const seed = await seedFresh({ dataDir }, { DATA_DIR: dataDir });
    const server = await startServer(SERVER_ENTRY, { ...SERVER_ENV, DATA_DIR: dataDir });
    let run: { result: LoadResult; peakRssMb: number; warmupOk: number };
    let idleRssMb: number;
    try {
      idleRssMb = await settledRss(server);
      run = await warmThenMeasure(server, usageLoad(server, seed));
    } finally {
      await server.stop(); // PGlite is one process: the ledger is read once the server has let go.
    }
    const ledger = await withDatabase({ dataDir }, (db) => checkLedger(db.db, seed.poolIds, seed.studioPoolId));
    const firstStartIdleRssMb = await firstStartIdleRss();
    return {
      load: run.result,
      idleRssMb,
      peakRssMb: run.peakRssMb,
      firstStartIdleRssMb,
      warmupOk: run.warmupOk,
      ledger,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What a new user's first `npm start` idles at: the server creating its database in an empty DATA_DIR. */
async function firstStartIdleRss(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), "goji-bench-first-start-"));
  try {
    const server = await startServer(SERVER_ENTRY, { ...SERVER_ENV, DATA_DIR: dataDir });
    try {
      return await settledRss(server);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server's RSS after IDLE_SETTLE_MS without requests. */
async function settledRss(server: RunningServer): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  return server.rssMb();
}

/** The same load for WARMUP_SECONDS (not counted), then the measured run with the server's peak RSS. */
async function warmThenMeasure(server: RunningServer, load: LoadOptions) {
  const warmup = WARMUP_SECONDS > 0 ? await runLoad({ ...load, seconds: WARMUP_SECONDS }) : undefined;
  return { ...(await server.measure(() => runLoad(load))), warmupOk: warmup?.ok ?? 0 };
}

/** Half the requests from the hot studio's members, half spread over personal keys; every one unique. */
function usageLoad(server: RunningServer, seed: Pick<BenchSeed, "studioKeys" | "personalKeys">) {
  let i = 0;
  const pick = (keys: string[]) => keys[Math.floor(Math.random() * keys.length)] ?? "";
  return {
    url: `${server.url}/api/v1/usage`,
    connections: 200,
    seconds: SECONDS,
    method: "POST" as const,
    nextRequest: () => {
      i += 1;
      const key = i % 2 === 0 ? pick(seed.studioKeys) : pick(seed.personalKeys);
      return {
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ amount: 1, idempotencyKey: randomUUID(), feature: "bench" }),
      };
    },
  };
}

await main();
