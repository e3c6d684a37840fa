import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createServices, type Services } from "../services.ts";
import { testConfig } from "../test-utils/test-app.ts";
import { createTestDatabase } from "../test-utils/test-database.ts";
import { createLogger } from "./logger.ts";

/** The app behind Node's HTTP server (as in production), with its log lines kept for the test to read. */
let services: Services;
let server: ReturnType<typeof serve>;
let port = 0;
const lines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  const config = testConfig({ LOG_LEVEL: "info" });
  services = createServices(
    config,
    await createTestDatabase(),
    createLogger("info", (line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
  );
  server = serve({ fetch: createApp(services).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await services.close();
});

describe("a client that hangs up mid-body", () => {
  it("is logged as 499, not as a 5xx or an error", async () => {
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    // Announces 1,000 bytes, sends a few, and goes away while sign-up waits for the rest.
    socket.write(
      "POST /api/auth/sign-up/email HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: http://localhost:3000\r\n" +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"a',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    const deadline = Date.now() + 10_000;
    const requestLine = () =>
      lines.find((line) => line.message === "request" && line.path === "/api/auth/sign-up/email");
    while (!requestLine() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestLine()).toMatchObject({ method: "POST", status: 499 });
    expect(lines.filter((line) => line.level === "error" || line.level === "warn")).toEqual([]);
  });
});
