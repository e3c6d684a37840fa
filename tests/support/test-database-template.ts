import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../../src/server/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory: each test database starts from it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database: each test database is a copy (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup: migrates one database for the whole run, so each test file copies it instead of
 * running every migration again (src/server/test-utils/test-database.ts). PGlite: a dumped data directory,
 * which also spares each file PGlite's initdb. PostgreSQL (TEST_DB=postgres): a template database, dropped
 * at the end.
 */
export default async function setup(project: TestProject) {
  if (project.name === "postgres") return setupPostgresTemplate(project);
  return setupPgliteTemplate(project);
}

async function setupPgliteTemplate(project: TestProject) {
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const dump = await (
    database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }
  ).$client.dumpDataDir("none");
  await database.close();
  const folder = await mkdtemp(join(tmpdir(), "goji-pglite-template-"));
  const file = join(folder, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(folder, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `goji_template_${randomBytes(6).toString("hex")}`;
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() }, { poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  project.provide("postgresTemplate", name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
