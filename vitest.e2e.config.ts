import { defineConfig } from "vitest/config";

// Browser end-to-end tests: the production build, started once on a free port, driven by Debian's Chromium.
// Files run three at a time against that one server: every test makes its own users, studios and browser
// contexts (with their own client address for the rate limits), so no file depends on another's data. Three, on
// two cores: a browser test spends part of its time waiting (for the server, a timer, an animation), and a third
// file fills those gaps (decision 051).
export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.spec.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    fileParallelism: true,
    maxWorkers: 3,
    // A worker loads Playwright and the support modules once for all the files it runs, not once per file (as the
    // Vitest run does, vitest.config.ts). Nothing in the support modules keeps state a file could leave behind:
    // each file launches its own browser and closes it (support/browser.ts).
    isolate: false,
    // A guard against a hung test, not a measure of speed: on a slow host with three files at a time the longest
    // flows (a studio's whole invitation round, the accessibility pass over a free account) took 46–53 s and once
    // passed 60 s while taking 19 s alone (docs/benchmarks.md, tenth sitting).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll's own default (1 s) is shorter than a loaded 2-core machine needs for a page to fetch and render;
    // Playwright's waits allow 30 s. A poll that cannot succeed still fails, after 10 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
