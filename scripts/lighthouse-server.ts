import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../tests/load/support/processes.ts";
import { PRODUCTION_SERVER_ENTRY, productionNodeFlags } from "../tests/support/production-node-flags.ts";

/** The production server as `npm run lighthouse` scores it: NODE_ENV=production on a throw-away PGlite. */
export async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "goji-lighthouse-"));
  const child: ChildProcess = spawn(process.execPath, [...productionNodeFlags(), PRODUCTION_SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      BASE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      // Public pages send no mail; production only insists that a relay is configured.
      SMTP_URL: "smtp://127.0.0.1:9",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error("The server did not become ready");
}
