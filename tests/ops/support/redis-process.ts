import { spawn, type ChildProcess } from "node:child_process";

export interface RedisProcess {
  url: string;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered — a stalled Redis. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
  stop(): Promise<void>;
}

/** A throwaway `redis-server` on its own port, without persistence. */
export async function startRedis(port: number): Promise<RedisProcess> {
  const child: ChildProcess = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("redis-server did not start")), 10_000);
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code})`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: () => child.kill("SIGSTOP"),
    resume: () => child.kill("SIGCONT"),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL"); // also ends a paused server
      }),
  };
}
