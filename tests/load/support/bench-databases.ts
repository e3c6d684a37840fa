import { loadConfig } from "../../../src/server/config.ts";
import { migrateDatabase, openDatabase, type Database } from "../../../src/server/db/client.ts";
import type { RunningServer } from "./processes.ts";
import { seedBench, SESSION_PASSWORD, type BenchSeed } from "./seed.ts";

/** The bench's databases: seeded fresh for each run, opened again to check the ledger; and its signed-in cookie. */

export const BENCH_AUTH_SECRET = "bench-secret-that-is-long-enough-for-better-auth-0123456789";
// better-auth caps a studio at 100 members by default.
const SIZES = { personal: 300, studioMembers: 80, allocated: 20 };

export async function seedFresh(
  target: { databaseUrl: string } | { dataDir: string },
  env: Record<string, string>,
): Promise<BenchSeed> {
  const config = loadConfig({ AUTH_SECRET: BENCH_AUTH_SECRET, LOG_LEVEL: "silent", ...env });
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database);
    return await seedBench(config, database, SIZES);
  } finally {
    await database.close();
  }
}

export async function withDatabase<T>(
  target: { databaseUrl: string } | { dataDir: string },
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

export async function signIn(server: RunningServer, email: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://localhost:${new URL(server.url).port}` },
    body: JSON.stringify({ email, password: SESSION_PASSWORD }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
