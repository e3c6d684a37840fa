import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startGoji } from "./support/goji-process.ts";

/**
 * `npm start`, the README's command, run as a container runtime or a process manager runs it: stopped by SIGTERM
 * to npm. The start script used to run the server under `sh -c "… && node …"`: npm passed the signal to the
 * shell, the shell died, and the server went on serving, orphaned and never drained. The script now `exec`s the
 * server, so the signal reaches it. Embedded defaults (PGlite in a fresh DATA_DIR), no other configuration.
 * Port 15480 (the ops range, 15400–15499).
 */
const PORT = 15480;
const dataDir = mkdtempSync(join(tmpdir(), "goji-npm-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm start", () => {
  it("passes SIGTERM on to the server, which drains, exits 0 and frees its port", async () => {
    const server = await startGoji(
      PORT,
      // The test runner's own settings (NODE_ENV=test among them) are not the README's defaults.
      {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        BASE_URL: `http://127.0.0.1:${PORT}`,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        REDIS_URL: "",
        NODE_ENV: "",
        LOG_LEVEL: "info",
      },
      { command: ["npm", "start"] },
    );
    // What Node's HTTP parser refuses before the app sees it still answers in the API's JSON error shape.
    const tooLong = await fetch(`${server.url}/api/health?q=${"x".repeat(20_000)}`);
    expect(tooLong.status).toBe(431);
    expect(((await tooLong.json()) as { error: { code: string } }).error.code).toBe("headers_too_large");
    const code = await server.stop(20_000);
    expect(server.output()).toContain('"message":"stopped"');
    expect(code).toBe(0);
    await expect(fetch(`${server.url}/api/ready`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
  });
});
