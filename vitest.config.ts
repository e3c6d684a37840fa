import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };
const timeouts = { testTimeout: 60_000, hookTimeout: 120_000 };

// Unit and integration tests. Server integration tests run twice in CI: on PGlite (in memory) and,
// when TEST_DATABASE_URL is set, on real PostgreSQL with a fresh database per test file.
export default defineConfig({
  resolve: { alias },
  test: {
    ...timeouts,
    projects: [
      {
        resolve: { alias },
        test: {
          ...timeouts,
          name: "pglite",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                ...timeouts,
                name: "postgres",
                include: ["src/server/**/*.test.ts"],
                env: { TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
