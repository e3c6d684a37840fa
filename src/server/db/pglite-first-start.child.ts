/**
 * Child-process entry of createEmbeddedDatabaseInChild: creates the PGlite cluster for the data directory given
 * as its argument, applies the migrations and exits (docs/decisions/040). The cluster is built in a scratch
 * directory beside its final place and renamed into it at the end, so a child stopped half-way never leaves a
 * half-made cluster that the next start would take for a database.
 */
import { renameSync, rmSync } from "node:fs";
import { migrateDatabase, openDatabase } from "./client.ts";
import { SCRATCH_PREFIX } from "./pglite-first-start.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: pglite-first-start.child <dataDir>");
const scratch = `${dataDir}/${SCRATCH_PREFIX}${process.pid}`;
const database = await openDatabase({ dataDir: scratch });
await migrateDatabase(database);
await database.close();
renameSync(`${scratch}/pglite`, `${dataDir}/pglite`);
rmSync(scratch, { recursive: true, force: true });
