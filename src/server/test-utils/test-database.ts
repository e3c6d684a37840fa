import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { migrateDatabase, openDatabase, type Database } from "../db/client.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new PostgreSQL
 * database (dropped afterwards) when the test project runs with TEST_DB=postgres. Both start as a copy of
 * the database the run migrated once (tests/support/test-database-template.ts).
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== "postgres") {
    const template = inject("pgliteTemplate");
    if (template) return openDatabase({ memory: true, loadDataDir: new Blob([await readFile(template)]) });
    const database = await openDatabase({ memory: true });
    await migrateDatabase(database);
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const template = inject("postgresTemplate");
  const name = `goji_test_${randomBytes(6).toString("hex")}`;
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await createDatabaseFrom(admin, name, template);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() }, { poolSize: 30 });
  if (!template) await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pool.end() resolves before its sockets are closed; a forced drop would then kill those backends
      // and their clients would raise unhandled FATAL errors. Give them a moment to leave first.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await dropper.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Copies the template; two files copying it at the same moment may be told it is busy, so that is retried. */
async function createDatabaseFrom(
  admin: { query(sql: string): Promise<unknown> },
  name: string,
  template: string | undefined,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
      return;
    } catch (error) {
      const busy = /is being accessed by other users/.test(String(error));
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}
