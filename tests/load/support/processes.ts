import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { productionNodeFlags } from "../../support/production-node-flags.ts";

/** A free TCP port on localhost. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Resident memory of the server process now, in MB (Linux /proc). */
  rssMb(): number;
  /** Samples RSS while `work` runs; resolves with the work's result and the peak RSS. */
  measure<T>(work: () => Promise<T>): Promise<{ result: T; peakRssMb: number }>;
  stop(): Promise<void>;
}

/**
 * Starts a Node entry as `npm start` starts the server (`node <its flags> <entry>`; a TypeScript entry through
 * tsx) and waits until `readyPath` answers 200.
 */
export async function startServer(
  entry: string,
  env: Record<string, string>,
  readyPath = "/api/ready",
): Promise<RunningServer> {
  // A fixed PORT in env (a load balancer's backend) is kept; otherwise any free port.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const loader = entry.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...productionNodeFlags(), ...loader, entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(url + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${entry} did not become ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const rssMb = () => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
      return match ? Number(match[1]) / 1024 : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
  return {
    url,
    child,
    rssMb,
    measure: async (work) => {
      let peak = rssMb();
      const timer = setInterval(() => {
        peak = Math.max(peak, rssMb());
      }, 250);
      try {
        const result = await work();
        return { result, peakRssMb: Math.max(peak, rssMb()) };
      } finally {
        clearInterval(timer);
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
      }),
  };
}
