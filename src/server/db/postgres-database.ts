import type { PoolClient } from "pg";
import type { Database, Db, PostgresOptions } from "./client.ts";
import { migrationsFolder } from "./migrations-folder.ts";
import { listenOnPostgres } from "./pg-listener.ts";
import { prepareMissing, runScriptedTransaction, type ScriptConnection } from "./scripted-transaction.ts";
import * as schema from "./schema/index.ts";
import { observeLive } from "../metrics/registry.ts";

/** PostgreSQL through a node-postgres pool that outlives dropped connections (decision 012). */
export async function openPostgres(url: string, options: PostgresOptions): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const connectTimeoutMs = options.connectTimeoutMs ?? 3_000;
  const statementTimeoutMs = options.statementTimeoutMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    // The server cancels a slow statement itself; this catches a connection that went silent.
    query_timeout: statementTimeoutMs + 1_000,
    // The kernel starts probing an idle connection after this, so a vanished peer is noticed in minutes, not hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  const reportLost = (error: Error) => options.onConnectionError?.(error);
  // An idle pooled connection that PostgreSQL closes (restart, pg_terminate_backend, idle_session_timeout)
  // is an `error` event on the pool; unheard, Node ends the process with it. The pool drops the connection.
  pool.on("error", reportLost);
  // A connection checked out when it breaks emits `error` on itself (the pool listens only to idle ones);
  // its query fails with the same error, and the pool discards it when it comes back.
  pool.on("connect", (client) => client.on("error", () => {}));
  observeLive({ pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    listen: (channel, handlers) =>
      listenOnPostgres(url, channel, handlers, { connectTimeoutMs, keepAliveDelayMs: KEEPALIVE_DELAY_MS }),
    scriptedTransaction: async (statements, work) => {
      const client = await pool.connect();
      try {
        const connection = scriptConnectionOf(client);
        await prepareMissing(connection, statements);
        const result = await runScriptedTransaction(connection.send, { by: "script" }, work);
        client.release();
        return result;
      } catch (error) {
        // Its state after a failed script is not worth guessing: the pool opens a fresh connection.
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
    migrate: async () => {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      // One connection of its own holds a session-level advisory lock while drizzle's migrator runs its
      // transaction on it: instances starting together take turns, the first applies what is missing, the others
      // find nothing to do. No statement timeout: a migration may build an index on a large table. The
      // connection is closed afterwards (which also frees the lock) rather than returned with that setting.
      const client = await pool.connect();
      try {
        await client.query("set statement_timeout = 0");
        await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        client.release(true);
      }
    },
    close: () => pool.end(),
  };
}

/** The advisory lock key of migrations (any number no other code locks). */
const MIGRATION_LOCK = 7262011;
const KEEPALIVE_DELAY_MS = 10_000;

/** Per pooled connection: what it has prepared lives (and dies) with it. */
const preparedByConnection = new WeakMap<object, Set<string>>();

function scriptConnectionOf(client: PoolClient): ScriptConnection {
  let prepared = preparedByConnection.get(client);
  if (!prepared) preparedByConnection.set(client, (prepared = new Set()));
  return {
    prepared,
    // Without values node-postgres uses the simple protocol: one message, one result per statement.
    send: async (script) => {
      const results = (await client.query(script)) as unknown as { rows: unknown[] } | Array<{ rows: unknown[] }>;
      return Array.isArray(results) ? results.map((r) => r.rows) : [results.rows];
    },
  };
}
