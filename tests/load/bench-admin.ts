import { existsSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { migrateDatabase, openDatabase } from "../../src/server/db/client.ts";
import { SEED_COUNT, seedUsers } from "./seed-users.ts";
import { startServer } from "./support/processes.ts";
import { createTempDatabase } from "./support/temp-database.ts";
import { PRODUCTION_SERVER_ENTRY } from "../support/production-node-flags.ts";

/**
 * The admin user table on 100,000 users (docs/benchmarks.md): first page, searches and page jumps through the
 * production server on PostgreSQL, each timed end to end over HTTP (one request at a time, after a
 * warm-up), reported as p50 / p95 / max against the 100 ms p95 target. Needs `npm run build`.
 *
 *   node --import tsx tests/load/bench-admin.ts      (TEST_DATABASE_URL picks the PostgreSQL server)
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 200);
const WARMUP = 20;
const TARGET_P95_MS = 100;
const ADMIN_EMAIL = "bench-admin@goji.test";
const PASSWORD = "bench-password-1";

const scenarios: Array<{ name: string; query: string }> = [
  { name: "first page (newest first)", query: "" },
  { name: "search: e-mail prefix", query: "q=maria.garcia" },
  { name: "search: name word (≈2,500 matches)", query: "q=maria" },
  { name: "search: @domain (≈12,500 matches)", query: "q=%40acme.test" },
  { name: "filter: banned", query: "banned=true" },
  { name: "page jump: middle (page 2,000 of 4,000)", query: "page=2000" },
  { name: "page jump: last page", query: "page=4000" },
  { name: "page jump: by name, page 1,500", query: "sort=name&page=1500" },
  { name: "search + page 20, by e-mail", query: "q=maria&sort=email&page=20" },
];

async function main() {
  if (!existsSync("dist/client/index.html") || !existsSync(PRODUCTION_SERVER_ENTRY)) {
    console.error("The web app is not built: run `npm run build` first (the bench serves the production build).");
    process.exit(1);
  }
  const database = await createTempDatabase(ADMIN_URL, "goji_bench_admin");
  try {
    await prepare(database.url);
    await measure(database.url);
  } finally {
    await database.drop();
  }
}

async function prepare(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  await migrateDatabase(database);
  await database.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const inserted = await seedUsers(client, SEED_COUNT);
  console.log(
    `Seeded ${inserted.toLocaleString("en-US")} users in ${Math.round(performance.now() - started)} ms (tests/load/seed-users.ts)\n`,
  );
  await client.end();
}

async function measure(databaseUrl: string) {
  const server = await startServer(PRODUCTION_SERVER_ENTRY, {
    DATABASE_URL: databaseUrl,
    ADMIN_EMAILS: ADMIN_EMAIL,
    REQUIRE_EMAIL_VERIFICATION: "false",
    AUTH_SECRET: "bench-secret-that-is-long-enough-for-better-auth-0123456789",
    LOG_LEVEL: "warn",
  });
  try {
    const cookie = await signInAdmin(server.url);
    console.log(
      `Admin user table on PostgreSQL — ${SAMPLES} sequential requests per scenario after ${WARMUP} warm-up requests`,
    );
    console.log(`${"scenario".padEnd(44)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"max".padStart(8)}   rows`);
    let failures = 0;
    for (const scenario of scenarios) {
      const result = await timeScenario(`${server.url}/api/admin/users?${scenario.query}`, cookie);
      const verdict = result.p95 < TARGET_P95_MS ? "" : `   over the ${TARGET_P95_MS} ms target`;
      if (verdict) failures += 1;
      console.log(
        `${scenario.name.padEnd(44)} ${ms(result.p50)} ${ms(result.p95)} ${ms(result.max)}   ${result.summary}${verdict}`,
      );
    }
    const load = await autocannon({
      url: `${server.url}/api/admin/users`,
      connections: 10,
      duration: 5,
      headers: { cookie },
    });
    console.log(
      `\nfirst page under load (10 connections, 5 s): ${Math.round(load.requests.average)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, non-2xx ${load.non2xx}`,
    );
    console.log(
      failures === 0
        ? `\nAll scenarios under ${TARGET_P95_MS} ms at p95.`
        : `\n${failures} scenario(s) over ${TARGET_P95_MS} ms at p95.`,
    );
  } finally {
    await server.stop();
  }
}

async function signInAdmin(baseUrl: string): Promise<string> {
  const origin = baseUrl.replace("127.0.0.1", "localhost");
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(body),
    });
  await post("/api/auth/sign-up/email", { email: ADMIN_EMAIL, password: PASSWORD, name: "Bench Admin" });
  const response = await post("/api/auth/sign-in/email", { email: ADMIN_EMAIL, password: PASSWORD });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function timeScenario(url: string, cookie: string) {
  const times: number[] = [];
  let summary = "";
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = (await response.json()) as { total?: number; page?: number; users?: unknown[] };
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= WARMUP) times.push(elapsed);
    summary = `${body.users?.length ?? 0} of ${body.total?.toLocaleString("en-US")} (page ${body.page})`;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), max: times.at(-1) ?? Number.NaN, summary };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(8);

await main();
