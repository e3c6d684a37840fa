import { createServer } from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isUnavailableError } from "./unavailable.ts";

/** A port on which nothing listens: a database that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== "object") throw new Error("no port");
  return address.port;
}

describe("isUnavailableError", () => {
  it("recognises node-postgres failing to reach a database that is down", async () => {
    const pool = new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${await closedPort()}/x` });
    const error = await pool.query("select 1").catch((e: unknown) => e);
    await pool.end();
    expect(isUnavailableError(error)).toBe(true);
  });

  it("recognises a closed connection wrapped in another error's cause, and PostgreSQL's shutdown codes", () => {
    const wrapped = new Error("Failed query: select 1", { cause: new Error("Connection terminated unexpectedly") });
    expect(isUnavailableError(wrapped)).toBe(true);
    expect(isUnavailableError(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isUnavailableError(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
  });

  it("does not take bugs or constraint violations for an outage", () => {
    expect(isUnavailableError(new TypeError("x is undefined"))).toBe(false);
    expect(isUnavailableError(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isUnavailableError(undefined)).toBe(false);
  });
});
