import { mkdirSync } from "node:fs";
import type { Database, Db } from "./client.ts";
import { migrationsFolder } from "./migrations-folder.ts";
import { pgliteStartParams } from "./pglite-settings.ts";
import { prepareMissing, runScriptedTransaction } from "./scripted-transaction.ts";
import * as schema from "./schema/index.ts";

/** Embedded PostgreSQL (PGlite) in this process: files in `dataDir`, or in memory from a dumped data directory. */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
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
