import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase } from "./client.ts";
import { createEmbeddedDatabaseInChild, SCRATCH_PREFIX } from "./pglite-first-start.ts";

const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: unknown[];
};

// PGlite only: the server's first start on an empty DATA_DIR (docs/decisions/040).
describe.runIf(process.env.TEST_DB !== "postgres")("creating the embedded database in a child process", () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "goji-first-start-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("leaves a migrated cluster that this process then opens, and leaves an existing one alone", async () => {
    const dataDir = newDir();
    // What a first start stopped half-way leaves behind: cleared, never taken for the database.
    const leftover = join(dataDir, `${SCRATCH_PREFIX}999`);
    mkdirSync(join(leftover, "pglite"), { recursive: true });
    await createEmbeddedDatabaseInChild(dataDir);
    expect(readdirSync(dataDir)).toEqual(["pglite"]);

    const database = await openDatabase({ dataDir });
    try {
      const result = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as {
        rows: Array<{ n: number }>;
      };
      expect(result.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await database.close();
    }

    // A second start finds the cluster and starts no child: nothing in the directory changes.
    const versionFile = join(dataDir, "pglite/PG_VERSION");
    const before = statSync(versionFile).mtimeMs;
    await createEmbeddedDatabaseInChild(dataDir);
    expect(statSync(versionFile).mtimeMs).toBe(before);
  }, 120_000);

  it("fails the start with the data directory named when the child cannot create the cluster", async () => {
    const dataDir = newDir();
    // A file where the cluster's directory must go.
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, "pglite"), "not a directory");
    await expect(createEmbeddedDatabaseInChild(dataDir)).rejects.toThrow(
      `creating the embedded database in ${dataDir} failed`,
    );
  }, 120_000);
});
