import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deviceAuthorization } from "../../db/schema/index.ts";
import { createSignedInUser } from "../../test-utils/auth-helpers.ts";
import {
  approveDevice,
  denyDevice,
  manualClock,
  pollToken,
  postForm,
  randomIp,
  startDeviceFlow,
} from "../../test-utils/device-helpers.ts";
import { me, spend } from "../../test-utils/plugin-helpers.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test-utils/test-app.ts";
import { hashDeviceCode } from "./device-codes.ts";

const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => {
  await t.close();
});

/** Every OAuth answer: RFC 6749 JSON, never cached. */
async function expectOAuthError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("content-type")).toContain("application/json");
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toEqual({ error, error_description: expect.any(String) });
  return body;
}

const waitInterval = (seconds = 5) => clock.advance(seconds * 1000);

describe("GET /.well-known/oauth-authorization-server (RFC 8414)", () => {
  it("describes the device grant for the public client", async () => {
    const res = await t.app.request("/.well-known/oauth-authorization-server");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      issuer: TEST_BASE_URL,
      device_authorization_endpoint: `${TEST_BASE_URL}/api/oauth/device/code`,
      token_endpoint: `${TEST_BASE_URL}/api/oauth/token`,
      grant_types_supported: ["urn:ietf:params:oauth:grant-type:device_code"],
      token_endpoint_auth_methods_supported: ["none"],
      scopes_supported: ["plugin"],
    });
  });
});

describe("POST /api/oauth/device/code (RFC 8628 §3.1–3.2)", () => {
  it("answers a device code, a readable user code and where to enter it, and keeps only the code's hash", async () => {
    const res = await postForm(t, "/api/oauth/device/code", { client_id: "goji-plugin", scope: "plugin" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toEqual({
      device_code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user_code: expect.stringMatching(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/),
      verification_uri: `${TEST_BASE_URL}/device`,
      verification_uri_complete: `${TEST_BASE_URL}/device?user_code=${body.user_code}`,
      expires_in: 900,
      interval: 5,
    });
    const rows = await t.database.db
      .select()
      .from(deviceAuthorization)
      .where(eq(deviceAuthorization.deviceCodeHash, hashDeviceCode(body.device_code)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(body.device_code);
  });

  it("refuses an unknown client (401), a missing one, an unknown scope and anything not form-encoded", async () => {
    await expectOAuthError(await postForm(t, "/api/oauth/device/code", { client_id: "other" }), 401, "invalid_client");
    await expectOAuthError(await postForm(t, "/api/oauth/device/code", {}), 400, "invalid_request");
    await expectOAuthError(
      await postForm(t, "/api/oauth/device/code", { client_id: "goji-plugin", scope: "plugin admin" }),
      400,
      "invalid_scope",
    );
    await expectOAuthError(
      await postForm(t, "/api/oauth/device/code", {}, { contentType: "application/json", body: '{"client_id":"x"}' }),
      400,
      "invalid_request",
    );
    await expectOAuthError(
      await postForm(t, "/api/oauth/device/code", {}, { body: "client_id=goji-plugin&client_id=goji-plugin" }),
      400,
      "invalid_request",
    );
    await expectOAuthError(
      await postForm(t, "/api/oauth/device/code", { client_id: "goji-plugin", device_name: "a\u0000b" }),
      400,
      "invalid_request",
    );
    await expectOAuthError(
      await postForm(t, "/api/oauth/device/code", { client_id: "goji-plugin", device_os: "x".repeat(101) }),
      400,
      "invalid_request",
    );
    const big = await postForm(t, "/api/oauth/device/code", { client_id: "goji-plugin", pad: "x".repeat(9000) });
    await expectOAuthError(big, 413, "invalid_request");
  });

  it("refuses a chunked body over 8 KB as it arrives, before reading the rest of it", async () => {
    for (const path of ["/api/oauth/device/code", "/api/oauth/token"]) {
      // 64 MB offered in 16 KB chunks, made only when the server asks for the next one.
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 64 * 1024 * 1024) return controller.close();
          sent += 16 * 1024;
          controller.enqueue(new TextEncoder().encode(`client_id=goji-plugin&pad=${"x".repeat(16 * 1024 - 26)}`));
        },
      });
      const res = await t.app.request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-test-client-ip": randomIp() },
        body: endless,
        duplex: "half",
      } as RequestInit);
      await expectOAuthError(res, 413, "invalid_request");
      expect(sent, path).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it("limits new requests per address (429 with Retry-After), not across addresses", async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i += 1) await startDeviceFlow(t, {}, ip);
    const refused = await postForm(t, "/api/oauth/device/code", { client_id: "goji-plugin" }, { ip });
    await expectOAuthError(refused, 429, "invalid_request");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await startDeviceFlow(t, {}, randomIp());
  });
});

describe("POST /api/oauth/token (RFC 8628 §3.4–3.5, RFC 6749 §5)", () => {
  it("is pending until approved, then answers a working API key once, with the scope", async () => {
    const user = await createSignedInUser(t);
    const flow = await startDeviceFlow(t);
    const pending = await expectOAuthError(await pollToken(t, flow.device_code), 400, "authorization_pending");
    expect(pending.error_description).toMatch(/approve/i);
    expect((await approveDevice(t, user, flow.user_code)).status).toBe(200);
    waitInterval();
    const res = await pollToken(t, flow.device_code);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("pragma")).toBe("no-cache");
    const token = await res.json();
    expect(token).toEqual({
      access_token: expect.stringMatching(/^goji_[0-9A-Za-z]{40}$/),
      token_type: "Bearer",
      scope: "plugin",
    });
    expect((await me(t, token.access_token)).status).toBe(200);
    expect((await spend(t, token.access_token)).status).toBe(200);

    waitInterval();
    await expectOAuthError(await pollToken(t, flow.device_code), 400, "invalid_grant");
  });

  it("hands out one key when two polls arrive at once after approval", async () => {
    const user = await createSignedInUser(t);
    const flow = await startDeviceFlow(t);
    expect((await approveDevice(t, user, flow.user_code)).status).toBe(200);
    const answers = await Promise.all([pollToken(t, flow.device_code), pollToken(t, flow.device_code)]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 400]);
    const refused = answers.find((res) => res.status === 400);
    expect(["invalid_grant", "slow_down"]).toContain(((await refused?.json()) as { error: string }).error);
    const listed = await (await t.app.request("/api/devices", { headers: { cookie: user.cookie } })).json();
    expect(listed).toHaveLength(1);
  });

  it("answers slow_down when polled faster than the interval, and the interval grows by 5 s each time", async () => {
    const flow = await startDeviceFlow(t);
    await expectOAuthError(await pollToken(t, flow.device_code), 400, "authorization_pending");
    clock.advance(1000);
    const slow = await expectOAuthError(await pollToken(t, flow.device_code), 400, "slow_down");
    expect(slow.error_description).toContain("10 seconds");
    // The interval is now 10 s: waiting the original 5 s is still too fast (and makes it 15 s).
    waitInterval(5);
    await expectOAuthError(await pollToken(t, flow.device_code), 400, "slow_down");
    waitInterval(15);
    await expectOAuthError(await pollToken(t, flow.device_code), 400, "authorization_pending");
    // A slower poller is never told to slow down.
    waitInterval(20);
    await expectOAuthError(await pollToken(t, flow.device_code), 400, "authorization_pending");
  });

  it("answers access_denied after a denial, and expired_token once the code has expired", async () => {
    const user = await createSignedInUser(t);
    const denied = await startDeviceFlow(t);
    expect((await denyDevice(t, user, denied.user_code)).status).toBe(200);
    await expectOAuthError(await pollToken(t, denied.device_code), 400, "access_denied");

    const late = await startDeviceFlow(t);
    await expectOAuthError(await pollToken(t, late.device_code), 400, "authorization_pending");
    clock.advance(14 * 60_000 + 59_000);
    await expectOAuthError(await pollToken(t, late.device_code), 400, "authorization_pending");
    clock.advance(1000);
    await expectOAuthError(await pollToken(t, late.device_code), 400, "expired_token");
    // Approving after expiry is refused too, so nothing can ever be collected.
    expect((await approveDevice(t, user, late.user_code)).status).toBe(409);
    await expectOAuthError(await pollToken(t, late.device_code), 400, "expired_token");
  });

  it("answers an approved code collected after expiry with expired_token, not a key", async () => {
    const user = await createSignedInUser(t);
    const flow = await startDeviceFlow(t);
    expect((await approveDevice(t, user, flow.user_code)).status).toBe(200);
    clock.advance(15 * 60_000);
    await expectOAuthError(await pollToken(t, flow.device_code), 400, "expired_token");
  });

  it("refuses unknown codes, other grants, unknown clients and malformed requests with their RFC 6749 errors", async () => {
    const flow = await startDeviceFlow(t);
    await expectOAuthError(await pollToken(t, "not-a-real-device-code"), 400, "invalid_grant");
    await expectOAuthError(await pollToken(t, flow.device_code, { client_id: "someone-else" }), 401, "invalid_client");
    await expectOAuthError(
      await pollToken(t, flow.device_code, { grant_type: "authorization_code" }),
      400,
      "unsupported_grant_type",
    );
    await expectOAuthError(
      await postForm(t, "/api/oauth/token", { device_code: flow.device_code, client_id: "goji-plugin" }),
      400,
      "invalid_request",
    );
    await expectOAuthError(
      await postForm(t, "/api/oauth/token", {
        grant_type: "urn:ietf:params:oauth:grant-type:device_code",
        client_id: "goji-plugin",
      }),
      400,
      "invalid_request",
    );
    await expectOAuthError(
      await postForm(t, "/api/oauth/token", {}, { contentType: "application/json", body: "{}" }),
      400,
      "invalid_request",
    );
    await expectOAuthError(
      await postForm(
        t,
        "/api/oauth/token",
        {},
        {
          body: `grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code&device_code=${flow.device_code}&device_code=x&client_id=goji-plugin`,
        },
      ),
      400,
      "invalid_request",
    );
    for (const path of ["/api/oauth/token", "/api/oauth/device/code"]) {
      for (const method of ["GET", "PUT", "DELETE"]) {
        const wrongMethod = await t.app.request(path, { method });
        expect(wrongMethod.headers.get("allow"), `${method} ${path}`).toBe("POST");
        await expectOAuthError(wrongMethod, 405, "invalid_request");
      }
    }
    // None of these counted as a poll of the real code: it is still simply pending.
    await expectOAuthError(await pollToken(t, flow.device_code), 400, "authorization_pending");
  });

  it("refuses an address after 30 unknown codes in 15 minutes (429 with Retry-After), and no other address", async () => {
    const ip = randomIp();
    const flow = await startDeviceFlow(t, {}, ip);
    // A known code's polls take nothing from the budget: all 30 unknown codes after them are still answered.
    for (let i = 0; i < 3; i += 1) {
      await expectOAuthError(await pollToken(t, flow.device_code, {}, { ip }), 400, "authorization_pending");
      await waitInterval();
    }
    for (let i = 0; i < 30; i += 1)
      await expectOAuthError(await pollToken(t, `guessed-${i}`, {}, { ip }), 400, "invalid_grant");

    const refused = await pollToken(t, "guessed-30", {}, { ip });
    await expectOAuthError(refused, 429, "invalid_request");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Refused before the lookup, so a known code from that address waits too; from another address it goes on.
    await expectOAuthError(await pollToken(t, flow.device_code, {}, { ip }), 429, "invalid_request");
    await expectOAuthError(await pollToken(t, flow.device_code, {}, { ip: randomIp() }), 400, "authorization_pending");

    clock.advance(retryAfter * 1000);
    await expectOAuthError(await pollToken(t, "guessed-31", {}, { ip }), 400, "invalid_grant");
  });
});
