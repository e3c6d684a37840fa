import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createVerifiedUser } from "./support/accounts.ts";
import { useBrowser } from "./support/browser.ts";
import { pollOnce, startDeviceFlow } from "./support/device-flow.ts";
import { enableTwoFactor, nextTotpCode } from "./support/two-factor.ts";
import { focused, signInViaUi } from "./support/ui.ts";

const b = useBrowser();

const pluginMe = async (key: string) =>
  fetch(`${b.baseUrl}/api/v1/me`, { headers: { authorization: `Bearer ${key}` } });

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each([1280, 375])("the /device approval page at %i px", (width) => {
  it("signed out, from the plugin's link: signs in with two-factor, comes back, sees the device and approves it", async () => {
    const user = await createVerifiedUser(b.baseUrl, { name: "Dana Device" });
    const secret = await enableTwoFactor(b.baseUrl, user.email, user.password);
    const codes = await startDeviceFlow(b.baseUrl, { device_name: `Dana's rig ${width}` });
    const page = await b.newPage({ width, height: 900 });

    await page.goto(codes.verification_uri_complete);
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/verify-2fa");
    await page.getByLabel("Verification code").fill(nextTotpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/device");
    expect(new URL(page.url()).searchParams.get("user_code")).toBe(codes.user_code);

    await page.getByRole("heading", { name: "Connect this device?" }).waitFor();
    await page.getByText("Only approve a code you started yourself").waitFor();
    await page.getByText(codes.user_code).first().waitFor();
    for (const text of [`Dana's rig ${width}`, "Windows 11", "2.4.1", codes.ip])
      await page.getByText(text, { exact: true }).waitFor();
    expect(await page.getByRole("radio", { name: /Personal credits/ }).isChecked()).toBe(true);
    await expectNoHorizontalOverflow(page);
    await b.screenshot(page, `device-approve-${width}`);
    expect((await pollOnce(b.baseUrl, codes.device_code)).body.error).toBe("authorization_pending");

    await page.getByRole("button", { name: "Approve" }).click();
    await page.getByRole("heading", { name: "Device connected" }).waitFor();
    await page.getByText(`Dana's rig ${width} can now use Goji with your personal credits.`).waitFor();
    await b.screenshot(page, `device-approved-${width}`);
    await expectNoHorizontalOverflow(page);

    await new Promise((resolve) => setTimeout(resolve, codes.interval * 1000));
    const token = await pollOnce(b.baseUrl, codes.device_code);
    expect(token.status).toBe(200);
    const key = token.body.access_token ?? "";
    const me = await pluginMe(key);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { organization: unknown }).organization).toBeNull();

    // The account page lists it; Revoke stops it at once.
    await page.getByRole("link", { name: "Manage connected devices" }).click();
    const card = page.locator("section", { has: page.getByRole("heading", { name: "Connected devices" }) });
    const row = card.getByRole("listitem").filter({ hasText: `Dana's rig ${width}` });
    await row.getByText("Windows 11 · plugin 2.4.1").waitFor();
    await row.getByText("Personal", { exact: true }).waitFor();
    await expectNoHorizontalOverflow(page);
    await b.screenshot(page, `device-card-${width}`);
    await row.getByRole("button", { name: `Revoke Dana's rig ${width}` }).click();
    await page.getByRole("button", { name: "Revoke device" }).click();
    await page.getByText(`Dana's rig ${width} was revoked`).waitFor();
    await card.getByText("No devices yet.", { exact: false }).waitFor();
    // The last device's row went with the Revoke that had focus: focus is on the card, not lost to <body>.
    await expect.poll(() => focused(page)).toEqual({ tag: "section", label: "Connected devices" });
    expect((await pluginMe(key)).status).toBe(401);
  });

  it("signed in: takes a typed code (any case, no dash), and denies it", async () => {
    const user = await createVerifiedUser(b.baseUrl);
    const codes = await startDeviceFlow(b.baseUrl, { device_name: "Unknown laptop", device_os: "Linux" });
    const page = await b.newPage({ width, height: 900 });
    await signInViaUi(page, user.email, user.password);
    await page.goto("/device");
    await page.getByRole("heading", { name: "Connect the Goji plugin" }).waitFor();
    const input = page.getByLabel("Code shown in the plugin");
    await input.fill("bcdf-ghj");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Enter the 8-letter code the plugin shows", { exact: false }).waitFor();
    // Eight characters, one of them a vowel: the message is about the letters, not the length.
    await input.fill("abcd-efgh");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("A plugin's code has no vowels and no digits", { exact: false }).waitFor();
    await input.fill(codes.user_code.replace("-", "").toLowerCase());
    await expectNoHorizontalOverflow(page);
    await b.screenshot(page, `device-enter-code-${width}`);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Connect this device?" }).waitFor();
    expect(new URL(page.url()).searchParams.get("user_code")).toBe(codes.user_code);
    await page.getByText("Unknown laptop", { exact: true }).waitFor();
    // The Tab order is the order on screen: Deny comes first, above Approve on a phone and left of it beside.
    const [deny, approve] = await Promise.all(
      ["Deny", "Approve"].map((name) => page.getByRole("button", { name }).boundingBox()),
    );
    expect(deny && approve && (width < 640 ? deny.y < approve.y : deny.x < approve.x)).toBe(true);

    await page.getByRole("button", { name: "Deny" }).click();
    await page.getByRole("heading", { name: "Request denied" }).waitFor();
    await b.screenshot(page, `device-denied-${width}`);
    expect(await pollOnce(b.baseUrl, codes.device_code)).toEqual({
      status: 400,
      body: { error: "access_denied", error_description: expect.any(String) },
    });

    // The code is single use: opening it again says so, and offers to enter another.
    await page.goto(codes.verification_uri_complete);
    await page.getByRole("heading", { name: "Code already used" }).waitFor();
    expect(await page.getByRole("button", { name: "Approve" }).count()).toBe(0);
    await expectNoHorizontalOverflow(page);
  });
});

describe("the /device approval page with studios", () => {
  it("lets the user spend a studio's credits instead, and says which", async () => {
    const user = await createVerifiedUser(b.baseUrl, { name: "Sam Studio" });
    const page = await b.newPage();
    await signInViaUi(page, user.email, user.password);
    await page.goto("/create-organization");
    await page.getByLabel("Studio name").fill("Pixel Forge");
    await page.getByRole("button", { name: "Create studio" }).click();
    await page.getByRole("heading", { name: "Pixel Forge Settings" }).waitFor();

    const codes = await startDeviceFlow(b.baseUrl, { device_name: "Studio workstation" });
    await page.goto(codes.verification_uri_complete);
    await page.getByRole("radio", { name: /Pixel Forge/ }).check();
    await page.getByRole("button", { name: "Approve" }).click();
    await page.getByText("Studio workstation can now use Goji with Pixel Forge's credits.").waitFor();
    const token = await pollOnce(b.baseUrl, codes.device_code);
    const me = (await (await pluginMe(token.body.access_token ?? "")).json()) as { organization: { name: string } };
    expect(me.organization.name).toBe("Pixel Forge");

    // The studio's My Account tab lists its devices.
    await page.goto("/account");
    await page.getByRole("heading", { name: "Pixel Forge Settings" }).waitFor();
    const card = page.locator("section", { has: page.getByRole("heading", { name: "Connected devices" }) });
    await card.getByText("Studio workstation", { exact: true }).waitFor();
    await card.getByText("Pixel Forge", { exact: true }).waitFor();
    await b.screenshot(page, "device-card-studio");
    // The owner's audit trail records the approval.
    await page.getByRole("tab", { name: "Members" }).click();
    await page
      .getByRole("list", { name: "Audit trail" })
      .getByText("Sam Studio connected a device: Studio workstation")
      .waitFor();
  });
});

describe("the Plugin API docs page", () => {
  it("explains connecting the plugin, and its links to the server's documents open them", async () => {
    const page = await b.newPage();
    await page.goto("/docs/reference/plugin-api");
    await page.getByRole("heading", { name: "Connect the plugin" }).waitFor();
    for (const heading of ["1. Ask for a code", "2. Show the code, open the browser", "3. Poll for the key"])
      await page.getByRole("heading", { name: heading }).waitFor();
    await page.getByRole("cell", { name: "slow_down", exact: true }).waitFor();
    // Followed from the keyboard: a pointer click lands wherever the link was when the pointer arrived, and on a
    // loaded machine the page can still be laying out (the code blocks' bars, the contents list) at that moment.
    await page.getByRole("link", { name: "/.well-known/oauth-authorization-server" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/.well-known/oauth-authorization-server");
    expect(JSON.parse((await page.locator("body").textContent()) ?? "{}")).toMatchObject({
      device_authorization_endpoint: `${b.baseUrl}/api/oauth/device/code`,
    });
  });
});
