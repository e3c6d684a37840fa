import { request } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { closeConnectionsWhenStopping, gracefulShutdown } from "./graceful-shutdown.ts";
import { trackInFlight } from "./in-flight.ts";
import { createLifecycle } from "./lifecycle.ts";
import { createLogger } from "./logger.ts";

/** A real Node server whose one route answers when the test says so. */
async function startServer(options: { lingerMs: number; timeoutMs: number }) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const events: string[] = [];
  const app = new Hono().get("/slow", async (c) => {
    events.push("request started");
    await released;
    return c.text("done");
  });
  const lifecycle = createLifecycle();
  const handlers = trackInFlight(app.fetch);
  const server = serve({ fetch: closeConnectionsWhenStopping(handlers.fetch, lifecycle), port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const port = (server.address() as { port: number }).port;
  let exited: (code: number) => void = () => {};
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const shutdown = gracefulShutdown({
    server: server as never,
    lifecycle,
    inFlight: handlers,
    closeServices: async () => {
      events.push("services closed");
    },
    logger: createLogger("silent"),
    ...options,
    exit: (code) => {
      events.push(`exit ${code}`);
      exited(code);
    },
  });
  const get = () =>
    new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const req = request({ port, path: "/slow", agent: false, headers: { connection: "keep-alive" } }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      });
      req.on("error", reject);
      req.end();
    });
  const started = () =>
    new Promise<void>((resolve) => {
      const poll = () => (events.includes("request started") ? resolve() : setTimeout(poll, 10));
      poll();
    });
  return { shutdown, get, started, release, events, exitCode, lifecycle };
}

describe("graceful shutdown", () => {
  it("lets a request in flight finish with Connection: close, then closes the services and exits 0", async () => {
    const server = await startServer({ lingerMs: 20, timeoutMs: 10_000 });
    const answer = server.get();
    await server.started();
    server.shutdown("SIGTERM");
    expect(server.lifecycle.stopping).toBe(true);
    server.release();
    expect(await answer).toEqual({ status: 200, connection: "close", body: "done" });
    expect(await server.exitCode).toBe(0);
    expect(server.events).toEqual(["request started", "services closed", "exit 0"]);
  });

  it("closes the connections still open at the deadline, still closes the services, and exits 1", async () => {
    const server = await startServer({ lingerMs: 20, timeoutMs: 200 });
    const answer = server.get().catch((error: unknown) => error);
    await server.started();
    server.shutdown("SIGTERM");
    const cut = await answer;
    expect(cut).toBeInstanceOf(Error);
    // The handler is still running when its connection is cut; the services close only once it returned.
    server.release();
    expect(await server.exitCode).toBe(1);
    expect(server.events).toEqual(["request started", "services closed", "exit 1"]);
  });
});
