import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../../load/support/processes.ts";
import { createTempDatabase, type TempDatabase } from "../../load/support/temp-database.ts";
import { PRODUCTION_SERVER_ENTRY, productionNodeFlags } from "../../support/production-node-flags.ts";

export interface Instances {
  /** Each instance's BASE_URL (http://localhost:<port>). */
  urls: string[];
  database: TempDatabase;
  stop(): Promise<void>;
}

/**
 * Several production servers (`npm start`'s node flags) on one fresh PostgreSQL database, as a
 * deployment behind a load balancer runs them: what one instance revokes, every other must refuse.
 * Started one after the other, so only the first applies the migrations.
 */
export async function startInstances(adminUrl: string, count: number): Promise<Instances> {
  const database = await createTempDatabase(adminUrl, "goji_e2e");
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    await database.drop();
  };
  try {
    for (let i = 0; i < count; i += 1) {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const child = spawn(process.execPath, [...productionNodeFlags(), PRODUCTION_SERVER_ENTRY], {
        env: {
          ...process.env,
          NODE_ENV: "test",
          PORT: String(port),
          HOST: "127.0.0.1",
          BASE_URL: url,
          DATABASE_URL: database.url,
          DATABASE_POOL_SIZE: "4",
          REDIS_URL: "",
          LOG_LEVEL: "warn",
          // Nothing balances load onto a test server: stopping it need not keep serving for a moment.
          SHUTDOWN_LINGER_MS: "0",
          TRUSTED_PROXY_HEADERS: "x-e2e-client-ip",
        },
        stdio: ["ignore", "inherit", "inherit"],
      });
      children.push(child);
      urls.push(url);
      await waitForReady(child, `${url}/api/ready`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, database, stop };
}

async function waitForReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`A server exited early with code ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`A server did not become ready at ${url}`);
}
