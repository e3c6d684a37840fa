import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "./support/accounts.ts";
import { useBrowser } from "./support/browser.ts";
import { newSignedInPage, signInViaApi } from "./support/session.ts";

const b = useBrowser();

const pluginMe = async (key: string) =>
  (await fetch(`${b.baseUrl}/api/v1/me`, { headers: { authorization: `Bearer ${key}` } })).status;

describe("API keys in the browser", () => {
  it("generates a personal key shown once (masked, show/hide, copy), then regenerates it after a warning", async () => {
    const user = await createVerifiedUser(b.baseUrl);
    const page = await b.newPage();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInViaApi(page, user);
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Personal API Key" }) });
    await card.getByText("You have no API key yet.", { exact: false }).waitFor();
    await card.getByRole("button", { name: "Generate API Key" }).click();
    await page.getByText("API Key generated successfully").waitFor();

    const value = card.getByTestId("api-key-value");
    expect(await value.textContent()).toMatch(/^goji_[A-Za-z0-9]{5}…[A-Za-z0-9]{5}$/);
    await card
      .getByText("You won't be able to see this key again after you leave this page.", { exact: false })
      .waitFor();
    await card.getByRole("button", { name: "Show" }).click();
    const key = (await value.textContent()) ?? "";
    expect(key).toMatch(/^goji_[A-Za-z0-9]{40}$/);
    await card.getByRole("button", { name: "Hide" }).click();
    expect(await value.textContent()).toContain("…");

    await card.getByRole("button", { name: "Copy" }).click();
    await card.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await card.getByRole("button", { name: "Copy" }).waitFor({ timeout: 4000 }); // back after 2 seconds
    await b.screenshot(page, "api-key-generated");

    expect(await pluginMe(key)).toBe(200);
    // The production server (Node response, default headers set before the handler) keeps the credit headers.
    const spent = await fetch(`${b.baseUrl}/api/v1/usage`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ amount: 1, idempotencyKey: crypto.randomUUID() }),
    });
    expect(spent.status).toBe(200);
    const charged = (await spent.json()) as { remaining: number; resetsAt: string };
    expect(spent.headers.get("goji-credits-remaining")).toBe(String(charged.remaining));
    expect(spent.headers.get("goji-credits-reset")).toBe(charged.resetsAt);
    expect(spent.headers.get("x-content-type-options")).toBe("nosniff");
    await page.reload();
    await card.getByText(`${key.slice(0, 10)}…${key.slice(-5)}`).waitFor();
    expect(await card.getByTestId("api-key-value").count()).toBe(0);

    // Escape backs out of the confirmation and gives focus back to the button that opened it.
    const regenerate = card.getByRole("button", { name: "Regenerate API Key" });
    await regenerate.focus();
    await page.keyboard.press("Enter");
    await page.getByText("Your current key stops working immediately.", { exact: false }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => regenerate.evaluate((el) => el === document.activeElement)).toBe(true);
    await regenerate.click();
    await page.getByText("Your current key stops working immediately.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Regenerate", exact: true }).click();
    await page.getByText("API Key generated successfully").last().waitFor();
    await card.getByRole("button", { name: "Show" }).click();
    const fresh = (await card.getByTestId("api-key-value").textContent()) ?? "";
    expect(fresh).not.toBe(key);
    expect(await pluginMe(key)).toBe(401);
    expect(await pluginMe(fresh)).toBe(200);
  });

  it("shows the studio key card per studio, hides a displayed key on switching, and validates allocations", async () => {
    const { page } = await newSignedInPage(b, { name: "Kai Keys" });
    await page.goto("/create-organization");
    await page.getByLabel("Studio name").fill("Keyframe Studio");
    await page.getByRole("button", { name: "Create studio" }).click();
    await page.getByRole("heading", { name: "Keyframe Studio Settings" }).waitFor();

    const studioCard = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "API Key for Keyframe Studio" }) });
    await studioCard.getByRole("button", { name: "Generate API Key" }).click();
    await studioCard.getByTestId("api-key-value").waitFor();

    // Switching to the personal account clears the key on screen.
    await page.getByRole("button", { name: /Switch studio/ }).click();
    await page.getByRole("menuitem", { name: /Personal Account/ }).click();
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    expect(await page.getByTestId("api-key-value").count()).toBe(0);
    await page.getByRole("button", { name: /Switch studio/ }).click();
    await page.getByRole("menuitem", { name: /Keyframe Studio/ }).click();
    await page.getByRole("heading", { name: "Keyframe Studio Settings" }).waitFor();
    expect(await page.getByTestId("api-key-value").count()).toBe(0);
    await studioCard.getByText(/is\s+active/).waitFor();

    // Usage tab: the studio has no plan yet, so no allocation above its 0 credits is accepted.
    await page.getByRole("tab", { name: "Usage" }).click();
    await page.getByRole("heading", { name: "Studio credits" }).waitFor();
    b.allowConsoleErrors(page, /status of 422 .*\/allocation\)$/); // the refused allocation, shown in the form
    await page.getByLabel("Credit allocation for Kai Keys").fill("50");
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /allocat/i })
      .first()
      .waitFor();
    await b.screenshot(page, "studio-usage");
  });

  it("keeps the allocation field and its Save button on a 375 px screen, without a sideways scroll", async () => {
    const { page } = await newSignedInPage(b, { width: 375, height: 800, name: "Nia Narrow" });
    await page.goto("/create-organization");
    await page.getByLabel("Studio name").fill("Narrow Studio");
    await page.getByRole("button", { name: "Create studio" }).click();
    await page.getByRole("heading", { name: "Narrow Studio Settings" }).waitFor();
    await page.getByRole("tab", { name: "Usage" }).click();

    const field = page.getByLabel("Credit allocation for Nia Narrow");
    await field.waitFor();
    const save = page.getByRole("button", { name: "Save" });
    for (const control of [field, save]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    // Below `sm` the table's rows stack, so nothing inside the card scrolls sideways either.
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Credit allocation" }) });
    const sidewaysScrollers = await card.evaluate(
      (section) =>
        [...section.querySelectorAll("*")].filter(
          (el) => ["auto", "scroll"].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1,
        ).length,
    );
    expect(sidewaysScrollers).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await b.screenshot(page, "studio-usage-375");

    // Saving renders the row's editor afresh (and disables Save meanwhile): focus comes back to the field.
    await field.fill("0");
    await field.press("Enter");
    await page.getByText("Allocation for Nia Narrow updated").waitFor();
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
  });
});
