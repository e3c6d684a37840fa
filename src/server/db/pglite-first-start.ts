import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The child builds the cluster in `<dataDir>/<prefix><pid>` and moves it into place when it is complete. */
export const SCRATCH_PREFIX = ".pglite-creating-";

/**
 * Creates and migrates a new embedded database in a short-lived child process (docs/decisions/040).
 *
 * PGlite's WebAssembly memory only grows, and creating a cluster (initdb) plus the first migrations touches
 * several hundred megabytes that the process would keep for its whole life: the first `npm start` on an empty
 * `DATA_DIR` idled at ~410 MB against ~280 MB for every start after it. Done in a child that exits, the
 * server opens a data directory that already exists and starts as lean the first time as every other.
 *
 * Does nothing when the data directory already holds a cluster.
 */
export async function createEmbeddedDatabaseInChild(dataDir: string): Promise<void> {
  if (existsSync(`${dataDir}/pglite/PG_VERSION`)) return;
  // What an earlier first start left when it was stopped half-way.
  mkdirSync(dataDir, { recursive: true });
  for (const entry of readdirSync(dataDir))
    if (entry.startsWith(SCRATCH_PREFIX)) rmSync(`${dataDir}/${entry}`, { recursive: true, force: true });
  const sourceRun = import.meta.url.endsWith(".ts");
  const entry = fileURLToPath(new URL(`./pglite-first-start.child.${sourceRun ? "ts" : "js"}`, import.meta.url));
  // From source (tests, `npm run dev`) the child needs the same TypeScript loader as this process.
  const needsLoader = sourceRun && !process.execArgv.some((arg) => arg.includes("tsx"));
  const loader = needsLoader ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...process.execArgv, ...loader, entry, dataDir], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  // If this process stops meanwhile, so does the child (its scratch directory is cleared on the next start).
  const stopChild = () => child.kill();
  process.once("exit", stopChild);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  }).finally(() => process.off("exit", stopChild));
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed (exit code ${code})`);
}
