/**
 * PostgreSQL settings for the embedded database (docs/decisions/030). PGlite runs PostgreSQL in this process's
 * WebAssembly memory, which only grows: whatever PostgreSQL allocates for a server with a hundred connections
 * and 128 MB of shared buffers stays in the node process's RSS. PGlite has one backend and the data of a
 * small deployment; reads that miss the buffers come from the operating system's file cache (the data
 * directory is real files), so small buffers cost little.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  // 128 MB by default: the largest single allocation, touched as pages are read and written.
  shared_buffers: "16MB",
  // One backend; PostgreSQL sizes its lock tables, process slots and shared memory by this (default 100).
  max_connections: "5",
  // Sorts and hashes beyond this spill to temporary files; the product's queries stay far below it.
  work_mem: "2MB",
  // Index builds in migrations; 64 MB by default.
  maintenance_work_mem: "16MB",
  // Temporary tables are not used; PostgreSQL's default is 8 MB per session.
  temp_buffers: "1MB",
};

/** The settings as `postgres` command-line options, appended to PGlite's own start parameters. */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
}
