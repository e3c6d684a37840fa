import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCTION_SERVER_ENTRY, productionNodeFlags } from "../../tests/support/production-node-flags.ts";

// The compiled server, as `npm start` runs it (npm test builds before this suite). PGlite only: one run is enough.
describe.runIf(process.env.TEST_DB !== "postgres")("a stop request while the server is still starting", () => {
  it("closes the port and exits 0 with a log line, instead of dying by the signal", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "goji-stop-while-starting-"));
    const port = 15_300 + Math.floor(Math.random() * 90);
    const child = spawn(process.execPath, [...productionNodeFlags(), PRODUCTION_SERVER_ENTRY], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        BASE_URL: `http://127.0.0.1:${port}`, // Vitest sets BASE_URL to "/" (Vite's) in its workers
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once("exit", (code, signal) => resolve({ code, signal })),
    );
    try {
      // The port is bound before the app loads and answers 503 "starting" (decision 038): stop it then.
      let starting = false;
      for (let attempt = 0; attempt < 200 && !starting; attempt += 1) {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        starting = res?.status === 503;
        if (!starting) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(starting, output).toBe(true);
      child.kill("SIGTERM");
      expect(await exited).toEqual({ code: 0, signal: null });
      expect(output).toContain('"message":"stopped while starting"');
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
