import { defineConfig } from "vitest/config";

// Browser end-to-end tests: the production build, started once on a free port, driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.spec.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
