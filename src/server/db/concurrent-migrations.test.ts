import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrateDatabase, migrationsFolder, openDatabase } from "./client.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: unknown[];
};

// Several instances started together (a rolling deploy, a scaled-up service) each migrate at start: the advisory
// lock in migrateDatabase makes them take turns. PostgreSQL only: PGlite is one process.
describe.runIf(process.env.TEST_DB === "postgres" && adminUrl)("migrations from several instances at once", () => {
  it("apply each migration exactly once when four instances migrate an empty database together", async () => {
    const name = `goji_migrate_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const instances = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString() }, { poolSize: 2 })),
    );
    try {
      const results = await Promise.allSettled(instances.map((instance) => migrateDatabase(instance)));
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);

      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ n: number; distinct_hashes: number }>(
        "select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations",
      );
      await check.end();
      expect(rows[0]).toEqual({ n: journal.entries.length, distinct_hashes: journal.entries.length });
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      // pool.end() resolves before its sockets close: a forced drop now would kill them mid-goodbye.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  });
});
