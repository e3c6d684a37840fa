import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientErrorsWithJson } from "./client-errors.ts";

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((_request, response) => response.end("ok"));
  answerClientErrorsWithJson(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/**
 * Sends raw bytes on one connection, each write after the server has answered the one before it (none expected
 * for the last), and returns everything the server wrote until it closed the connection.
 */
function exchange(...writes: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const pending = [...writes];
    let received = "";
    const sendNext = () => socket.write(pending.shift() ?? "");
    socket.on("data", (chunk) => {
      received += chunk.toString();
      if (pending.length > 0) sendNext();
    });
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
    socket.on("connect", sendNext);
  });
}

const errorOf = (raw: string) =>
  JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4)) as { error: Record<string, string> };

describe("requests Node's parser refuses", () => {
  it("answers a query string over 16 KB with 431 and our JSON error", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health?q=${"x".repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get("content-type")).toBe("application/json");
    const body = (await res.json()) as { error: Record<string, string> };
    expect(body.error).toEqual({
      code: "headers_too_large",
      message: "The request's address and headers are too large (at most 16 KB together).",
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("answers bytes that are not HTTP with 400 and our JSON error", async () => {
    const raw = await exchange("HELLO THERE\r\n\r\n");
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(errorOf(raw).error).toMatchObject({ code: "bad_request", message: "The request is not valid HTTP." });
  });

  it("answers a request that came before the bad one in full, then the refusal, on a kept-alive connection", async () => {
    const raw = await exchange("GET / HTTP/1.1\r\nHost: x\r\n\r\n", "NOT HTTP\r\n\r\n");
    const [first, second] = raw.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nok$/);
    expect(second).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });

  it("answers headers that arrive too slowly with 408 and our JSON error", async () => {
    const slow = createServer({ headersTimeout: 200, requestTimeout: 300, connectionsCheckingInterval: 50 }, (_q, r) =>
      r.end("ok"),
    );
    answerClientErrorsWithJson(slow);
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    try {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect((slow.address() as { port: number }).port, "127.0.0.1");
        let received = "";
        socket.on("data", (chunk) => (received += chunk.toString()));
        socket.on("close", () => resolve(received));
        socket.on("error", reject);
        // The request's headers never end.
        socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n"));
      });
      expect(raw).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(errorOf(raw).error).toMatchObject({ code: "request_timeout" });
    } finally {
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it("still answers a request of normal size", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/?q=${"x".repeat(1_000)}`);
    expect(await res.text()).toBe("ok");
  });
});
