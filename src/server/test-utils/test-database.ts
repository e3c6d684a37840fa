import { randomBytes } from "node:crypto";
import { migrateDatabase, openDatabase, type Database } from "../db/client.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new PostgreSQL
 * database (dropped afterwards) when the test project runs with TEST_DB=postgres.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== "postgres") {
    const database = await openDatabase({ memory: true });
    await migrateDatabase(database);
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `goji_test_${randomBytes(6).toString("hex")}`;
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() }, { poolSize: 30 });
  await migrateDatabase(database);
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
