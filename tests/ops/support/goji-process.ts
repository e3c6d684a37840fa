import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync } from "node:fs";
import { PRODUCTION_SERVER_ENTRY, productionNodeFlags } from "../../support/production-node-flags.ts";

/**
 * The command production starts the server with: package.json "start" after its build step, i.e. the
 * compiled server (`npm test` builds before the Vitest run; alone, run `npm run build` first).
 */
export const SERVER_COMMAND = [process.execPath, ...productionNodeFlags(), PRODUCTION_SERVER_ENTRY];
if (!existsSync(PRODUCTION_SERVER_ENTRY))
  throw new Error(`${PRODUCTION_SERVER_ENTRY} is missing: run \`npm run build\` before the ops tests`);

export interface GojiProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (its JSON log lines and any stderr). */
  output(): string;
  /** The exit code once the process ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it is still running after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
}

/** Settings every instance shares: production mode, a local base URL, an SMTP server it will not need. */
export function productionEnv(port: number, env: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: "production",
    AUTH_SECRET: "ops-fault-tests-secret-that-is-long-enough-0123456789",
    SMTP_URL: "smtp://127.0.0.1:1",
    BASE_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    ...env,
  };
}

/**
 * Starts one instance as a separate process and waits until /api/ready answers 200: by default the production
 * command with production settings, or `options.command` with exactly the environment given.
 */
export async function startGoji(
  port: number,
  env: Record<string, string>,
  options: { command?: readonly string[] } = {},
): Promise<GojiProcess> {
  const [command, ...args] = (options.command ?? SERVER_COMMAND) as [string, ...string[]];
  const child = spawn(command, args, {
    env: { ...process.env, ...(options.command ? env : productionEnv(port, env)) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    // OPS_DEBUG_DIR=/some/dir keeps each instance's log in <port>.log there, to read after a failure.
    if (process.env.OPS_DEBUG_DIR) appendFileSync(`${process.env.OPS_DEBUG_DIR}/${port}.log`, chunk);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const process_: GojiProcess = {
    url,
    child,
    output: () => output,
    exited,
    stop: async (graceMs = 30_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    const ready = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(3_000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return process_;
    if (Date.now() > deadline) {
      await process_.stop(1_000);
      throw new Error(`the server did not become ready: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
