import { randomUUID } from "node:crypto";
import pg from "pg";

export interface TempDatabase {
  url: string;
  /** Drops the database once nothing is connected to it any more. */
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database next to `adminUrl`'s, for one benchmark. */
export async function createTempDatabase(adminUrl: string, prefix: string): Promise<TempDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await dropWhenIdle(admin, name);
      } finally {
        await admin.end();
      }
    },
  };
}

/** pool.end() resolves before its sockets close; a forced drop too early makes those clients throw. */
async function dropWhenIdle(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
