import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { newSignedInPage } from "./support/session.ts";

const b = useBrowser();

// Located by its label, not its role: while the modal sheet is open the rest of the page (the header too) is
// hidden from the accessibility tree, as it should be.
const menuButton = (page: Page) => page.locator('header button[aria-label="Open menu"]');

describe("the phone menu", () => {
  it("is absent at 1280 px, where the header shows its links", async () => {
    const page = await b.newPage({ width: 1280 });
    await page.goto("/");
    await page.locator("header").getByRole("link", { name: "Pricing" }).waitFor();
    expect(await menuButton(page).isVisible()).toBe(false);
  });

  it("opens a sheet with Pricing, Docs, Download, Sign In and Sign Up at 375 px; traps focus, Escape restores it", async () => {
    const page = await b.newPage({ width: 375 });
    await page.goto("/");
    const button = menuButton(page);
    await button.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await button.getAttribute("aria-haspopup")).toBe("dialog");

    await button.click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await button.getAttribute("aria-controls")).toBe(await sheet.getAttribute("id"));
    for (const name of ["Pricing", "Docs", "Sign In", "Sign Up"]) await sheet.getByRole("link", { name }).waitFor();
    await sheet.getByRole("button", { name: /^Download/ }).waitFor();
    await b.screenshot(page, "phone-menu-signed-out-375");

    // Tabbing never leaves the sheet.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    // Focus comes back in a timer after the sheet is removed (Radix): wait for it.
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    // A link navigates and closes the sheet.
    await button.click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL("**/pricing");
    await sheet.waitFor({ state: "detached" });
  });

  it("closes when the window is widened past the phone layout, leaving the page usable", async () => {
    const page = await b.newPage({ width: 375 });
    await page.goto("/");
    await menuButton(page).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.waitFor();
    await page.setViewportSize({ width: 1024, height: 800 });
    await sheet.waitFor({ state: "detached" });
    // Nothing of the modal is left behind: the page answers pointers and scrolls again.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).pointerEvents)).not.toBe("none");
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    await page.locator("header").getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL("**/pricing");
  });

  it("holds Account Settings and Log Out when signed in, and Log Out signs out", async () => {
    const { page } = await newSignedInPage(b, { width: 375, path: "/" });
    await menuButton(page).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.getByRole("link", { name: "Account Settings" }).click();
    await page.waitForURL("**/account");
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();

    await menuButton(page).click();
    await b.screenshot(page, "phone-menu-signed-in-375");
    await sheet.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor();
  });
});
