import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { createSignedInUser, request } from "../../test-utils/auth-helpers.ts";
import { generateKey, me, setPoolTotal, spend } from "../../test-utils/plugin-helpers.ts";
import { addMemberAs, allocateCredits, createStudioAs } from "../../test-utils/studio-helpers.ts";
import { useTestApp } from "../../test-utils/test-app.ts";

const t = useTestApp({ PLUGIN_RATE_LIMIT_PER_MINUTE: "30" });

/**
 * The limiter counts fixed one-minute windows: a burst that straddles two of them is rightly allowed up
 * to twice the limit, so a burst that checks the limit starts with at least 15 s of its window left.
 */
async function awayFromMinuteEdge() {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 50));
}

describe("GET /api/v1/me", () => {
  it("describes a personal key: user, no studio, plan, credits, and the credit headers", async () => {
    const user = await createSignedInUser(t, { name: "Ada" });
    const key = await generateKey(t, user);
    const res = await me(t, key);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      user: { id: user.userId, name: "Ada", email: user.email },
      organization: null,
      plan: { id: "free", name: "Free" },
      credits: { used: 0, total: 200, remaining: 200, resetsAt: expect.any(String) },
    });
    expect(res.headers.get("goji-credits-remaining")).toBe("200");
    expect(res.headers.get("goji-credits-reset")).toBe(body.credits.resetsAt);
  });

  it("shows a studio member their allocation, and an unallocated member the shared remainder", async () => {
    const owner = await createSignedInUser(t);
    const worker = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner, "Pixel Forge");
    const memberId = await addMemberAs(t, studioId, worker.userId, "member");
    await setPoolTotal(t, { organizationId: studioId }, 1000);
    await allocateCredits(t, owner, studioId, memberId, 300);

    const workerKey = await generateKey(t, worker, studioId);
    expect((await spend(t, workerKey, { amount: 10 })).status).toBe(200);
    const workerMe = await (await me(t, workerKey)).json();
    expect(workerMe.organization).toEqual({ id: studioId, name: "Pixel Forge" });
    expect(workerMe.credits).toMatchObject({ used: 10, total: 300, remaining: 290 });

    const ownerMe = await (await me(t, await generateKey(t, owner, studioId))).json();
    expect(ownerMe.credits).toMatchObject({ used: 0, total: 700, remaining: 700 });
  });
});

describe("POST /api/v1/usage", () => {
  it("charges, answers the balance, and sets the credit headers", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const res = await spend(t, key, { amount: 5, feature: "shader-assist" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      used: 5,
      total: 200,
      remaining: 195,
      resetsAt: expect.any(String),
      replayed: false,
    });
    expect(res.headers.get("goji-credits-remaining")).toBe("195");
    // Registered ahead of the web app's layers, it still answers with the headers every response carries.
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 402 insufficient_credits with the headers, and charges nothing", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    await setPoolTotal(t, { userId: user.userId }, 3);
    const res = await spend(t, key, { amount: 4 });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({
      error: { code: "insufficient_credits", message: "Not enough credits: 3 left this cycle." },
    });
    expect(res.headers.get("goji-credits-remaining")).toBe("3");
    expect(res.headers.get("goji-credits-reset")).toBeTruthy();
  });

  it("answers an invalid body with 422 (and a body that is not JSON with 400), never charging", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const bad: unknown[] = [
      {},
      { amount: 1 },
      { idempotencyKey: "x" },
      { amount: 0, idempotencyKey: "x" },
      { amount: -1, idempotencyKey: "x" },
      { amount: 1.5, idempotencyKey: "x" },
      { amount: "1", idempotencyKey: "x" },
      { amount: 1e12, idempotencyKey: "x" },
      { amount: 1, idempotencyKey: "" },
      { amount: 1, idempotencyKey: "has space" },
      { amount: 1, idempotencyKey: "ключ" },
      { amount: 1, idempotencyKey: "x".repeat(201) },
      { amount: 1, idempotencyKey: "x", feature: "" },
      { amount: 1, idempotencyKey: "x", feature: 7 },
      { amount: 1, idempotencyKey: "x", feature: "nul\u0000inside" },
      { amount: 1, idempotencyKey: "x", feature: "lone \ud800 surrogate" },
      { amount: 1, idempotencyKey: "x", feature: "bell\u0007" },
      [],
      null,
    ];
    for (const json of bad) {
      const res = await request(t, "/api/v1/usage", { bearer: key, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect((await res.json()).error.code).toBe("unprocessable");
    }
    const noBody = await t.app.request("/api/v1/usage", {
      method: "POST",
      headers: { authorization: `Bearer ${key}` },
    });
    expect(noBody.status).toBe(422);
    const notJson = await t.app.request("/api/v1/usage", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: "{amount",
    });
    expect(notJson.status).toBe(400);
    expect((await (await me(t, key)).json()).credits.used).toBe(0);
  });

  it("answers a body not sent as JSON with 415 and an oversized body with 413, never charging", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const body = JSON.stringify({ amount: 1, idempotencyKey: "typed" });
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded"]) {
      const res = await t.app.request("/api/v1/usage", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": contentType },
        body,
      });
      expect(res.status, contentType).toBe(415);
      expect((await res.json()).error).toMatchObject({
        code: "unsupported_media_type",
        message: "Send the body as JSON, with Content-Type: application/json.",
      });
    }
    // Whitespace before the parameters is allowed (RFC 9110 §5.6.6), as the web API allows it.
    for (const contentType of ["application/json ; charset=utf-8", "application/json\t;charset=utf-8"]) {
      const res = await t.app.request("/api/v1/usage", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": contentType },
        body: JSON.stringify({ amount: 1, idempotencyKey: `spaced-${contentType.length}` }),
      });
      expect(res.status, contentType).toBe(200);
    }
    expect((await (await me(t, key)).json()).credits.used).toBe(2);
    const huge = await request(t, "/api/v1/usage", {
      bearer: key,
      json: { amount: 1, idempotencyKey: "huge", feature: "x".repeat(20_000) },
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.code).toBe("payload_too_large");
    expect((await (await me(t, key)).json()).credits.used).toBe(2); // the two debits above only
  });

  it("limits bodies over a real socket, by Content-Length and while reading a chunked one", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    let server: ServerType | undefined;
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
    });
    try {
      const post = (body: string | ReadableStream<Uint8Array>) =>
        fetch(`http://127.0.0.1:${port}/api/v1/usage`, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body,
          duplex: "half",
        } as RequestInit);
      const big = JSON.stringify({ amount: 1, idempotencyKey: "socket-big", feature: "x".repeat(20_000) });
      expect((await post(big)).status).toBe(413); // fetch sends Content-Length
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      });
      expect((await post(chunked)).status).toBe(413); // no length: Transfer-Encoding: chunked
      expect((await post(JSON.stringify({ amount: 1, idempotencyKey: "socket-ok" }))).status).toBe(200); // within the limit: charged
    } finally {
      server?.close();
    }
  });
});

describe("API key checks", () => {
  it("refuses malformed, empty, overlong, non-ASCII, unknown and missing keys with 401, never 5xx", async () => {
    const user = await createSignedInUser(t);
    const real = await generateKey(t, user);
    const headers = [
      undefined,
      "",
      "Bearer",
      "Bearer ",
      "Basic abc",
      real,
      `Bearer ${real}x`,
      `Bearer ${real.slice(0, -1)}`,
      `Bearer ${"a".repeat(5000)}`,
      `Bearer ${real.slice(0, -1)}é`,
      `Bearer goji_${"A".repeat(40)}`,
      `Bearer ${real.toUpperCase()}`,
      `Bearer ${Buffer.from(`${real.slice(0, -2)}ключ`).toString("latin1")}`,
    ];
    for (const authorization of headers) {
      for (const path of ["/api/v1/me", "/api/v1/usage"]) {
        const res = await t.app.request(path, {
          method: path.endsWith("usage") ? "POST" : "GET",
          headers: { ...(authorization !== undefined ? { authorization } : {}), "content-type": "application/json" },
          body: path.endsWith("usage") ? JSON.stringify({ amount: 1, idempotencyKey: randomUUID() }) : undefined,
        });
        expect(res.status, `${path} ${authorization?.slice(0, 40)}`).toBe(401);
        expect(await res.json()).toMatchObject({
          error: { code: "unauthorized", message: "Invalid or revoked API key." },
        });
      }
    }
  });

  it("refuses raw UTF-8 bytes in the header over a real socket with 401", async () => {
    let server: ServerType | undefined;
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
    });
    try {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.write(
            Buffer.concat([
              Buffer.from(
                "GET /api/v1/me HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nAuthorization: Bearer goji_",
              ),
              Buffer.from("ключ🔑".repeat(5), "utf8"),
              Buffer.from("\r\n\r\n"),
            ]),
          );
        });
        let data = "";
        socket.on("data", (chunk) => {
          data += chunk.toString("latin1");
        });
        socket.on("end", () => resolve(data));
        socket.on("error", reject);
      });
      expect(raw.split("\r\n")[0]).toBe("HTTP/1.1 401 Unauthorized");
    } finally {
      await new Promise((resolve) => server?.close(resolve));
    }
  });

  it("limits requests per key per minute with 429 and Retry-After", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const other = await generateKey(t, await createSignedInUser(t));
    await awayFromMinuteEdge();
    const answers = await Promise.all(Array.from({ length: 35 }, () => me(t, key)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(30);
    const limited = answers.find((r) => r.status === 429);
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited?.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect((await me(t, other)).status).toBe(200);
  });
});

describe("GET /api/openapi.json", () => {
  it("documents both plugin endpoints, the bearer scheme and the error statuses", async () => {
    const res = await t.app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/v1/me", "/v1/usage"]));
    expect(Object.keys(doc.paths["/v1/usage"].post.responses)).toEqual(
      expect.arrayContaining(["200", "401", "402", "409", "413", "415", "422", "429"]),
    );
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.paths["/v1/usage"].post.requestBody.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/UsageRequest",
    });
    expect(doc.components.schemas.UsageRequest.required).toEqual(["amount", "idempotencyKey"]);
  });
});
