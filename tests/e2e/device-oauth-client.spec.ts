import * as oauth from "openid-client";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createVerifiedUser } from "./support/accounts.ts";
import { useBrowser } from "./support/browser.ts";
import { startDeviceFlow } from "./support/device-flow.ts";
import { startInstances, type Instances } from "./support/instances.ts";
import { enableTwoFactor, nextTotpCode } from "./support/two-factor.ts";
import { signInViaUi } from "./support/ui.ts";

/**
 * The plugin's browser sign-in end to end, driven by an OAuth client library written by others
 * (openid-client, configured from the RFC 8414 metadata), against two production instances sharing one
 * PostgreSQL database: approved in Chromium by a user with two-factor on one, revoked there, refused on
 * the other. Runs where PostgreSQL is (TEST_DATABASE_URL, as CI sets it).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const b = useBrowser();
let instances: Instances;

describe.skipIf(!adminUrl)("the device authorization grant on two instances (PostgreSQL)", () => {
  beforeAll(async () => {
    instances = await startInstances(adminUrl ?? "", 2);
  }, 120_000);
  afterAll(async () => {
    await instances?.stop();
  });

  const plugin = (base: string, key: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method: body ? "POST" : "GET",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: body ? JSON.stringify(body) : undefined,
    });

  it("openid-client discovers the endpoints, the user approves in the browser with 2FA, the key works, then is revoked everywhere", async () => {
    const [first = "", second = ""] = instances.urls;
    const user = await createVerifiedUser(first, { name: "Olive OAuth" });
    const secret = await enableTwoFactor(first, user.email, user.password);

    const config = await oauth.discovery(new URL(first), "goji-plugin", undefined, oauth.None(), {
      algorithm: "oauth2",
      execute: [oauth.allowInsecureRequests],
    });
    expect(config.serverMetadata().device_authorization_endpoint).toBe(`${first}/api/oauth/device/code`);
    const device = await oauth.initiateDeviceAuthorization(config, {
      scope: "plugin",
      device_name: "Olive's laptop",
      device_os: "macOS 15.2",
      plugin_version: "3.0.0",
    });
    expect(device.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    // The library polls at the interval (and slows down when told) until the user decides.
    const tokens = oauth.pollDeviceAuthorizationGrant(config, device);

    const page = await b.newPage();
    await page.goto(device.verification_uri_complete ?? "");
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/verify-2fa");
    await page.getByLabel("Verification code").fill(nextTotpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("heading", { name: "Connect this device?" }).waitFor();
    await page.getByText("Olive's laptop", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Approve" }).click();
    await page.getByRole("heading", { name: "Device connected" }).waitFor();

    const { access_token: key, token_type, scope } = await tokens;
    expect(key).toMatch(/^goji_[0-9A-Za-z]{40}$/);
    expect(token_type.toLowerCase()).toBe("bearer");
    expect(scope).toBe("plugin");
    const me = await plugin(first, key, "/api/v1/me");
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(user.email);
    const spent = await plugin(first, key, "/api/v1/usage", { amount: 1, idempotencyKey: crypto.randomUUID() });
    expect(spent.status).toBe(200);
    expect(((await spent.json()) as { used: number }).used).toBe(1);
    // The second instance knows the key too (and caches it from now on).
    expect((await plugin(second, key, "/api/v1/me")).status).toBe(200);

    await page.goto(`${first}/account`);
    const card = page.locator("section", { has: page.getByRole("heading", { name: "Connected devices" }) });
    await card.getByText("macOS 15.2 · plugin 3.0.0").waitFor();
    await card.getByRole("button", { name: "Revoke Olive's laptop" }).click();
    await page.getByRole("button", { name: "Revoke device" }).click();
    await page.getByText("Olive's laptop was revoked").waitFor();

    expect((await plugin(first, key, "/api/v1/me")).status).toBe(401);
    // The other instance hears of it from the database within milliseconds.
    await expect.poll(async () => (await plugin(second, key, "/api/v1/me")).status, { timeout: 2000 }).toBe(401);
    expect(
      (await plugin(second, key, "/api/v1/usage", { amount: 1, idempotencyKey: crypto.randomUUID() })).status,
    ).toBe(401);
  });

  describe.each([1280, 375])("an expired code at %i px", (width) => {
    it("is shown as expired, with no way to approve it, and the plugin is told expired_token", async () => {
      const [first = ""] = instances.urls;
      const user = await createVerifiedUser(first);
      const codes = await startDeviceFlow(first);
      // Fifteen minutes pass (the server's clock is the database's row here).
      await expireCode(codes.user_code);
      const page = await b.newPage({ width, height: 900 });
      await signInViaUi(page, user.email, user.password, `${first}/login`);
      await page.goto(codes.verification_uri_complete);
      await page.getByRole("heading", { name: "Code expired" }).waitFor();
      await page.getByText("Codes work for 15 minutes.", { exact: false }).waitFor();
      expect(await page.getByRole("button", { name: "Approve" }).count()).toBe(0);
      await page.getByLabel("Code shown in the plugin").waitFor();
      await expectNoHorizontalOverflow(page);
      await b.screenshot(page, `device-expired-${width}`);
      const token = await fetch(`${first}/api/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "urn:ietf:params:oauth:grant-type:device_code",
          device_code: codes.device_code,
          client_id: "goji-plugin",
        }),
      });
      expect(token.status).toBe(400);
      expect(((await token.json()) as { error: string }).error).toBe("expired_token");
    });
  });
});

async function expireCode(userCode: string) {
  const client = new pg.Client({ connectionString: instances.database.url });
  await client.connect();
  try {
    await client.query(
      "update device_authorization set created_at = created_at - interval '15 minutes', expires_at = expires_at - interval '15 minutes' where user_code = $1",
      [userCode.replace("-", "")],
    );
  } finally {
    await client.end();
  }
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
