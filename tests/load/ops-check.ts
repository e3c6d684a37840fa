import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config.ts";
import { migrateDatabase, openDatabase } from "../../src/server/db/client.ts";
import { PRODUCTION_SERVER_ENTRY } from "../support/production-node-flags.ts";
import { checkLedger } from "./support/ledger-check.ts";
import { runLoad } from "./support/load.ts";
import { freePort, startServer, type RunningServer } from "./support/processes.ts";
import { seedBench } from "./support/seed.ts";
import { createTempDatabase } from "./support/temp-database.ts";

/**
 * `npm run ops:check`: a rolling restart behind a real reverse proxy (docs/operations.md, "Graceful shutdown and
 * rolling restarts"). Debian's HAProxy in front of two production servers on one PostgreSQL database; plugin
 * debits through the proxy the whole time; each instance in turn gets SIGTERM, is waited for, and is started
 * again, as a deployment would. Reports every request and every failure (a 5xx, a reset, a timeout) and checks the
 * ledger afterwards. Exits 1 when any request failed. Installs nothing: `apt-get install -y haproxy` first.
 */
const SECONDS = Number(process.env.OPS_CHECK_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.OPS_CHECK_CONNECTIONS ?? 50);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const AUTH_SECRET = "ops-check-secret-that-is-long-enough-for-better-auth-0123";
const HAPROXY = process.env.HAPROXY ?? "haproxy";

/**
 * Health checks every 500 ms on /api/ready (503 from SIGTERM on), two failures take a server out (a refused
 * connection at once), two successes bring it back; a check may take 2 s, so a busy instance is not taken out for
 * being slow. A request whose connection was refused or closed before an answer is retried on the other server
 * (`retry-on`), which is safe for debits because each carries an idempotency key. The stats page tells this
 * script when a restarted instance is back in rotation.
 */
function haproxyConfig(port: number, statsPort: number, backends: number[]): string {
  return `global
  log stderr format raw local0 warning
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout check 2s
  retries 3
  option redispatch
  retry-on conn-failure empty-response response-timeout
frontend goji
  bind 127.0.0.1:${port}
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2 on-error mark-down observe layer4 error-limit 1
${backends.map((backend, i) => `  server goji${i + 1} 127.0.0.1:${backend} check`).join("\n")}
listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

async function main(): Promise<number> {
  if (spawnSync(HAPROXY, ["-v"]).status !== 0) {
    console.error("HAProxy is not installed: `apt-get install -y haproxy` (Debian's package), then run this again.");
    return 2;
  }
  const database = await createTempDatabase(ADMIN_URL, "goji_ops");
  const workDir = mkdtempSync(join(tmpdir(), "goji-ops-check-"));
  let proxy: ChildProcess | undefined;
  const servers: RunningServer[] = [];
  try {
    const env = { AUTH_SECRET, LOG_LEVEL: "warn", DATABASE_URL: database.url, DATABASE_POOL_SIZE: "5" };
    const seed = await seedOnce(database.url, env);
    const ports = [await freePort(), await freePort()];
    const start = (i: number) => startServer(PRODUCTION_SERVER_ENTRY, { ...env, PORT: String(ports[i]) });
    servers.push(await start(0), await start(1));

    const proxyPort = await freePort();
    const statsPort = await freePort();
    const configFile = join(workDir, "haproxy.cfg");
    writeFileSync(configFile, haproxyConfig(proxyPort, statsPort, ports));
    proxy = spawn(HAPROXY, ["-db", "-f", configFile], { stdio: ["ignore", "ignore", "inherit"] });
    await waitFor(`http://127.0.0.1:${proxyPort}/api/ready`);

    const keys = [...seed.personalKeys, ...seed.studioKeys];
    const load = runLoad({
      url: `http://127.0.0.1:${proxyPort}/api/v1/usage`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      method: "POST",
      nextRequest: () => ({
        headers: {
          authorization: `Bearer ${keys[Math.floor(Math.random() * keys.length)]}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ amount: 1, idempotencyKey: randomUUID(), feature: "ops-check" }),
      }),
    });

    // The rolling restart: one instance at a time, the next only once the proxy sees the previous one up.
    const exits: string[] = [];
    // A stop that is not a clean exit 0 (the shutdown deadline, a crash, a signal) fails the rehearsal.
    let uncleanStops = 0;
    await sleep((SECONDS * 1000) / 6);
    for (const i of [0, 1]) {
      const server = servers[i] as RunningServer;
      const exited = new Promise<string>((resolve) =>
        server.child.once("exit", (code, signal) => resolve(signal ?? String(code))),
      );
      const stoppedAt = Date.now();
      server.child.kill("SIGTERM");
      const exit = await exited;
      if (exit !== "0") uncleanStops += 1;
      exits.push(`instance ${i + 1}: exit ${exit} ${Date.now() - stoppedAt} ms after SIGTERM`);
      servers[i] = await start(i);
      await waitUntilUp(statsPort, `goji${i + 1}`);
      exits.push(`instance ${i + 1}: back in HAProxy's rotation ${Date.now() - stoppedAt} ms after SIGTERM`);
    }
    const result = await load;

    for (const server of servers) await server.stop();
    servers.length = 0;
    const ledgerDb = await openDatabase({ databaseUrl: database.url });
    const ledger = await checkLedger(ledgerDb.db, seed.poolIds, seed.studioPoolId).finally(() => ledgerDb.close());

    const total = Object.values(result.statuses).reduce((sum, n) => sum + n, 0) + result.errors;
    const serverErrors = Object.entries(result.statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const failed = serverErrors + result.errors;
    const statuses = Object.entries(result.statuses)
      .map(([code, n]) => `${code}×${n}`)
      .join(" ");
    console.log(`Rolling restart of 2 instances behind HAProxy ${haproxyVersion()} on PostgreSQL, ${SECONDS} s`);
    console.log(`  plugin load: ${CONNECTIONS} connections, POST /api/v1/usage through the proxy`);
    for (const line of exits) console.log(`  ${line}`);
    console.log(`  requests: ${total} (${Math.round(result.requestsPerSecond)} req/s), statuses ${statuses}`);
    console.log(`  failed: ${failed} (${serverErrors} 5xx, ${result.errors} resets or timeouts)`);
    console.log(
      `  ledger: ${ledger.exact ? "exact" : "NOT EXACT"} (Σ used ${ledger.poolUsed} = Σ events ${ledger.eventSum})`,
    );
    console.log(`  stops: ${uncleanStops === 0 ? "both exited 0" : `${uncleanStops} did not exit 0`}`);
    return failed === 0 && ledger.exact && uncleanStops === 0 ? 0 : 1;
  } finally {
    proxy?.kill("SIGTERM");
    for (const server of servers) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
    await database.drop();
  }
}

async function seedOnce(databaseUrl: string, env: Record<string, string>) {
  const config = loadConfig({ ...env, LOG_LEVEL: "silent" });
  const database = await openDatabase({ databaseUrl });
  try {
    await migrateDatabase(database);
    return await seedBench(config, database, { personal: 100, studioMembers: 20, allocated: 5 });
  } finally {
    await database.close();
  }
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200`);
    await sleep(200);
  }
}

/** Until HAProxy's stats page (CSV: proxy, server, …, status in column 18) says the server is UP. */
async function waitUntilUp(statsPort: number, server: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const csv = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`).then((r) => r.text());
    const row = csv.split("\n").find((line) => line.startsWith(`instances,${server},`));
    if (row?.split(",")[17] === "UP") return;
    if (Date.now() > deadline) throw new Error(`${server} did not come back up in HAProxy: ${row}`);
    await sleep(200);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const haproxyVersion = () => /version (\S+)/.exec(spawnSync(HAPROXY, ["-v"]).stdout.toString())?.[1] ?? "";

process.exitCode = await main();
