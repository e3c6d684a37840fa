import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { PRODUCTION_SERVER_ENTRY, productionNodeFlags } from "../../support/production-node-flags.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/** Starts the production build once, as `npm start` runs it, on a free port with a throw-away PGlite data directory. */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync("dist/client/index.html") || !existsSync(PRODUCTION_SERVER_ENTRY))
    throw new Error("Run `npm run build` before the e2e tests.");
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "goji-e2e-"));
  server = spawn(process.execPath, [...productionNodeFlags(), PRODUCTION_SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAILS: "admin@e2e.test",
      LOG_LEVEL: "warn",
      // Nothing balances load onto a test server: stopping it need not keep serving for a moment.
      SHUTDOWN_LINGER_MS: "0",
      // Each browser context and fixture sends its own client address, so per-IP rate limits see distinct clients.
      TRUSTED_PROXY_HEADERS: "x-e2e-client-ip",
      DOWNLOAD_URL_MACOS: "https://downloads.example.test/goji-macos-universal.zip",
      DOWNLOAD_URL_WINDOWS: "https://downloads.example.test/goji-windows-x64.zip",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForReady(`${baseUrl}/api/ready`, 60_000);
  project.provide("baseUrl", baseUrl);
}

export async function teardown(): Promise<void> {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`The server exited early with code ${server?.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become ready at ${url}`);
}
