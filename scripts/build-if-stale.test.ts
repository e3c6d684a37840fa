import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// `npm start` runs build-if-stale before the server: after `npm run build` (which `npm test` runs before this
// suite) it must find nothing to rebuild, so a restart is listening within seconds and the compiled server that
// the operations and browser tests start is the code under test.
describe("build-if-stale", () => {
  it("finds the web app, the prerendered pages and the server current after a build", () => {
    const result = spawnSync(process.execPath, ["scripts/build-if-stale.mjs", "--check"], { encoding: "utf8" });
    expect(result.stdout.trim(), "run `npm run build` before the unit tests").toBe("current");
    expect(result.status).toBe(0);
  });
});
