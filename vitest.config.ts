import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };
const shared = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // expect.poll's own default (1 s) is shorter than a loaded 2-core machine needs for a second instance's
  // LISTEN connection or a background task to settle; a poll that succeeds still returns at once.
  expect: { poll: { timeout: 10_000 } },
  // Fails a test that logs an unexpected console.error or logger.error.
  setupFiles: ["tests/support/console-guard.ts"],
  // A worker loads the app's modules (better-auth, drizzle, zod…) once for all the files it runs instead of
  // once per file. Nothing in src keeps state between files: each file makes its own app and database.
  isolate: false,
  // Migrates one database per run; every test file starts from a copy of it.
  globalSetup: ["tests/support/test-database-template.ts"],
};

// Unit and integration tests. Server integration tests run twice in CI: on PGlite (in memory) and,
// when TEST_DATABASE_URL is set, on real PostgreSQL with a fresh database per test file.
export default defineConfig({
  resolve: { alias },
  test: {
    ...shared,
    // Two files at a time: a test file mostly waits on its database (PGlite in the worker itself, or the
    // PostgreSQL server), so two workers keep both cores of the CI machine busy.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          ...shared,
          name: "pglite",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                ...shared,
                name: "postgres",
                include: ["src/server/**/*.test.ts"],
                env: { TEST_DB: "postgres" },
              },
            },
            {
              resolve: { alias },
              test: {
                ...shared,
                // Real instances as separate processes: on PostgreSQL through outages and SIGTERM (issue 17), and
                // `npm start` stopped by SIGTERM. They make their own databases, so no template; run once.
                name: "ops",
                include: ["tests/ops/**/*.test.ts"],
                globalSetup: [],
                testTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
