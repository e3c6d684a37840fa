import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { newSignedInPage } from "./support/session.ts";
import { focused } from "./support/ui.ts";

const b = useBrowser();

/** A plugin request with the given key, as the desktop plugin makes it. */
const spendOneCredit = (key: string) =>
  fetch(`${b.baseUrl}/api/v1/usage`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ amount: 1, idempotencyKey: crypto.randomUUID() }),
  });

describe("the first-run panel", () => {
  for (const width of [1280, 375]) {
    it(`leads a new user from the plugin to the first request, then completes and stays dismissed (${width} px)`, async () => {
      const { page } = await newSignedInPage(b, { width });
      const panel = page.getByTestId("first-run-panel");
      await panel.getByRole("heading", { name: "Get started with Goji" }).waitFor();
      // It is the first thing on the page, above the plan card; the studio upsell comes later.
      const panelTop = await panel.evaluate((el) => el.getBoundingClientRect().top);
      const upsellTop = await page
        .getByRole("heading", { name: "Unlock Studio Features!" })
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(panelTop).toBeLessThan(upsellTop);
      // One primary action at a time: step 1's Download; the later steps show no buttons yet.
      expect(await panel.locator('[aria-current="step"]').getByRole("heading").textContent()).toBe("Get the plugin");
      expect(await panel.getByRole("button", { name: "Get an API key" }).count()).toBe(0);
      await panel.getByRole("button", { name: /^Download/ }).waitFor();
      await b.screenshot(page, `first-run-step-1-${width}`);

      await panel.getByRole("button", { name: "I already have it" }).click();
      expect(await panel.locator('[aria-current="step"]').getByRole("heading").textContent()).toBe("Connect it");

      // "Get an API key" takes the user to the key card's Generate button.
      await panel.getByRole("button", { name: "Get an API key" }).click();
      const generate = page.getByRole("button", { name: "Generate API Key" });
      await expect.poll(() => generate.evaluate((el) => el === document.activeElement)).toBe(true);
      await generate.click();
      const keyCard = page.locator("section").filter({ has: page.getByRole("heading", { name: "Personal API Key" }) });
      await keyCard.getByRole("button", { name: "Show" }).click();
      const key = (await keyCard.getByTestId("api-key-value").textContent()) ?? "";
      expect(key).toMatch(/^goji_/);

      await panel.getByText("Waiting for the plugin's first request…").waitFor();
      expect(await panel.locator('[aria-current="step"]').getByRole("heading").textContent()).toBe(
        "Send your first request",
      );
      await b.screenshot(page, `first-run-step-3-${width}`);

      // The plugin's first request: the panel notices it by itself.
      expect((await spendOneCredit(key)).status).toBe(200);
      await panel.getByRole("heading", { name: "You're all set" }).waitFor({ timeout: 30_000 });
      // The plan card on the same page counts it too, not only the panel and the usage history.
      await page
        .locator("section", { hasText: "Request Usage & Subscription" })
        .getByText("1 / 200 requests used this cycle.")
        .waitFor();
      await b.screenshot(page, `first-run-done-${width}`);
      await panel.getByRole("button", { name: "Done" }).click();
      await panel.waitFor({ state: "detached" });

      await page.reload();
      await page.getByRole("heading", { name: "Personal API Key" }).waitFor();
      expect(await page.getByTestId("first-run-panel").count()).toBe(0);
    });
  }

  it("hides for good when dismissed", async () => {
    const { page } = await newSignedInPage(b);
    const panel = page.getByTestId("first-run-panel");
    await panel.waitFor();
    await panel.getByRole("button", { name: "Hide getting started" }).click();
    await panel.waitFor({ state: "detached" });
    // Focus goes to the page's heading, just above where the panel was, not to <body>.
    await expect.poll(() => focused(page)).toEqual({ tag: "h1", label: "Account Settings" });
    await page.reload();
    await page.getByRole("heading", { name: "Personal API Key" }).waitFor();
    expect(await panel.count()).toBe(0);
  });

  it("is not shown to someone whose plugin already made a request", async () => {
    const { page } = await newSignedInPage(b);
    await page.getByTestId("first-run-panel").waitFor();
    const key = await page.evaluate(async () => {
      const response = await fetch("/api/api-key/generate", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      return ((await response.json()) as { apiKey: string }).apiKey;
    });
    expect((await spendOneCredit(key)).status).toBe(200);
    await page.reload();
    // Everything the panel reads has loaded (the key, the devices, the usage) before its absence is checked.
    await expect.poll(() => page.getByText(`${key.slice(0, 10)}…${key.slice(-5)}`).count()).toBe(1);
    await page.getByText("No devices yet.", { exact: false }).waitFor();
    await expect.poll(() => page.getByText("1 / ", { exact: false }).count()).toBeGreaterThan(1);
    expect(await page.getByTestId("first-run-panel").count()).toBe(0);
  });
});

describe("a Free account's plan card", () => {
  it("offers Upgrade, and Manage Subscription explains instead of opening an empty portal", async () => {
    const { page } = await newSignedInPage(b);
    const card = page.locator("section", { hasText: "Request Usage & Subscription" });
    await card.getByRole("link", { name: "Upgrade" }).waitFor();
    await card.getByRole("button", { name: "Manage Subscription" }).click();
    await card.getByText("You are on the Free plan, so there is no subscription to manage yet.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/account");
    await card.getByRole("link", { name: "Upgrade" }).click();
    await page.waitForURL("**/pricing");
  });
});
