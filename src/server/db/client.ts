import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { PoolClient } from "pg";
import { listenOnPostgres } from "./pg-listener.ts";
import {
  prepareMissing,
  runScriptedTransaction,
  type ScriptConnection,
  type ScriptedTransaction,
  type ScriptStatement,
} from "./scripted-transaction.ts";
import * as schema from "./schema/index.ts";
import { observeLive } from "../metrics/registry.ts";
import { pgliteStartParams } from "./pglite-settings.ts";

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs a trivial query; used by /api/ready. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel (PostgreSQL: a dedicated connection, re-opened after a failure; PGlite: in process).
   * `onReset` runs whenever notifications may have been missed (connection lost), so callers drop caches.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Listening>;
  /**
   * A transaction in as few round trips as possible, for the hot path (db/scripted-transaction.ts):
   * `statements` are prepared on the connection first if they are not yet.
   */
  scriptedTransaction<T>(
    statements: readonly ScriptStatement[],
    work: (tx: ScriptedTransaction) => Promise<T>,
  ): Promise<T>;
  /** Applies the committed drizzle-kit migrations; safe to run from several instances at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onNotify(payload: string): void;
  onReset?(): void;
  /** Called once the channel is listened to (again); notifications are delivered from then on. */
  onReady?(): void;
}

export interface Listening {
  /** False while a PostgreSQL listener is reconnecting: notifications may be lost meanwhile. */
  readonly ready: boolean;
  /**
   * Drops the connection and listens on a new one (PostgreSQL): for a connection that stopped delivering without
   * an error (a network partition), which only the feed's missing heartbeats reveal. `onReset` runs as for a loss.
   */
  reconnect?(): void;
  stop(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/** In memory, optionally started from a dumped data directory (tests: one migrated copy per file). */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

export interface PostgresOptions {
  poolSize?: number;
  /** Opening a connection gives up after this long (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** PostgreSQL's statement_timeout (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /** Told when PostgreSQL or the network closes a connection; the process carries on (decision 012). */
  onConnectionError?: (error: Error) => void;
}

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (files in dataDir, or in memory). */
export async function openDatabase(target: DatabaseTarget, options: PostgresOptions = {}): Promise<Database> {
  if ("databaseUrl" in target) return openPostgres(target.databaseUrl, options);
  return openPglite(
    "dataDir" in target ? target.dataDir : undefined,
    "loadDataDir" in target ? target.loadDataDir : undefined,
  );
}

async function openPostgres(url: string, options: PostgresOptions): Promise<Database> {
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

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  // Imported lazily so a PostgreSQL deployment never loads the WASM build.
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const startParams = pgliteStartParams(PGlite.defaultStartParams);
  const client = await PGlite.create(
    dataDir ? { dataDir: `${dataDir}/pglite`, startParams } : { loadDataDir, startParams },
  );
  const db = drizzle(client, { schema }) as unknown as Db;
  const pglitePrepared = new Set<string>();
  let preparing: Promise<void> = Promise.resolve();
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    // One process, one connection: PGlite hands notifications over when the notifying transaction commits.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotify);
      handlers.onReady?.();
      return { ready: true, stop: () => unlisten() };
    },
    // In process there are no round trips to save: the same statements, run inside PGlite's own
    // transaction(), which keeps every other query of this single connection out until it ends.
    scriptedTransaction: async (statements, work) => {
      // Chained, so two transactions starting together cannot both PREPARE the same name.
      const prepared = preparing.then(() =>
        prepareMissing(
          { prepared: pglitePrepared, send: (script) => client.exec(script).then(rowsOfResults) },
          statements,
        ),
      );
      preparing = prepared.catch(() => undefined); // one failure must not block the ones after it
      await prepared;
      return client.transaction((tx) =>
        runScriptedTransaction(
          (script) => tx.exec(script).then(rowsOfResults),
          { by: "driver", rollback: () => tx.rollback() },
          work,
        ),
      );
    },
    migrate: async () => {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(db as never, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

const rowsOfResults = (results: Array<{ rows: unknown[] }>) => results.map((r) => r.rows);

/** Applies the committed drizzle-kit migrations; safe to run from several instances at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate();
}
