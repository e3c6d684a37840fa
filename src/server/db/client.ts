import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { openPglite } from "./pglite-database.ts";
import { openPostgres } from "./postgres-database.ts";
import type { ScriptedTransaction, ScriptStatement } from "./scripted-transaction.ts";
import type * as schema from "./schema/index.ts";

export { migrationsFolder } from "./migrations-folder.ts";

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

/** Applies the committed drizzle-kit migrations; safe to run from several instances at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate();
}
