import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createUnverifiedUser, latestMail } from "./support/accounts.ts";
import { useBrowser } from "./support/browser";
import { newSignedInPage } from "./support/session.ts";

const harness = useBrowser();

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
const colorScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe("theme", () => {
  it("follows the system preference before the app's JavaScript runs (no flash), allowed by the CSP", async () => {
    // The inline script alone must set the class: the app bundle is blocked, so nothing else could.
    const page = await harness.newPage({ colorScheme: "dark", allowConsoleErrors: [/Failed to load resource/] });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const cspViolations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    // "commit": the harness would otherwise wait for the app, which cannot start here.
    await page.goto("/pricing", { waitUntil: "commit" });
    await page.waitForLoadState("domcontentloaded");
    expect(await isDark(page)).toBe(true);
    expect(await colorScheme(page)).toBe("dark");
    expect(cspViolations).toEqual([]);

    const light = await harness.newPage({ colorScheme: "light" });
    await light.goto("/pricing");
    expect(await isDark(light)).toBe(false);
    expect(await colorScheme(light)).toBe("light");
  });

  it("is chosen in the footer when signed out and remembered by this browser across reloads", async () => {
    const page = await harness.newPage({ colorScheme: "light" });
    await page.goto("/");
    const lightBackground = await bodyBackground(page);
    const group = page.getByRole("radiogroup", { name: "Theme" });
    await group.getByRole("radio", { name: "Dark" }).click();
    expect(await isDark(page)).toBe(true);
    await expect.poll(() => group.getByRole("radio", { name: "Dark" }).isChecked()).toBe(true);
    expect(await bodyBackground(page)).not.toBe(lightBackground);

    await page.reload();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("goji-theme"))).toBe("dark");

    // Keyboard: the group is one tab stop (native radios), the arrow keys move the choice.
    await group.getByRole("radio", { name: "Dark" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => group.getByRole("radio", { name: "System" }).isChecked()).toBe(true);
    await expect.poll(() => isDark(page)).toBe(false); // the system (this context) prefers light
    expect(await page.evaluate(() => localStorage.getItem("goji-theme"))).toBeNull();
  });

  it("is chosen in the account menu when signed in, and a light choice overrides a dark system", async () => {
    const { page } = await newSignedInPage(harness, { colorScheme: "dark", path: "/account" });
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    expect(await isDark(page)).toBe(true);
    await page.getByRole("button", { name: "Open account menu" }).click();
    const light = page.getByRole("menuitemradio", { name: "Light" });
    await light.click();
    await expect.poll(() => light.getAttribute("aria-checked")).toBe("true");
    expect(await isDark(page)).toBe(false);
    await page.keyboard.press("Escape");

    await page.goto("/docs/getting-started/01-welcome-to-goji");
    expect(await isDark(page)).toBe(false);
    expect(await colorScheme(page)).toBe("light");
  });

  it("shows the e-mails' preview in the site's theme: the system's, and the choice made in the footer", async () => {
    const { email } = await createUnverifiedUser(harness.baseUrl);
    const mail = await latestMail(harness.baseUrl, email, /Verify/);
    const cardBackground = (page: Page) =>
      page.evaluate(() => getComputedStyle(document.querySelector(".mail-card")!).backgroundColor);

    const dark = await harness.newPage({ colorScheme: "dark" });
    await dark.goto(`/dev/mail/${mail.id}`);
    expect(await bodyBackground(dark)).toBe("rgb(18, 18, 20)");
    expect(await cardBackground(dark)).toBe("rgb(28, 28, 32)");

    const light = await harness.newPage({ colorScheme: "light" });
    await light.goto(`/dev/mail/${mail.id}`);
    expect(await cardBackground(light)).toBe("rgb(255, 255, 255)");
    // Dark chosen on the site (a light system): the preview follows the choice.
    await light.goto("/pricing");
    await light.getByRole("radiogroup", { name: "Theme" }).getByRole("radio", { name: "Dark" }).click();
    await light.goto(`/dev/mail/${mail.id}`);
    expect(await isDark(light)).toBe(true);
    expect(await cardBackground(light)).toBe("rgb(28, 28, 32)");
  });

  it("keeps the server-rendered outbox in step while it is open: the system's change, another tab's choice", async () => {
    const outbox = await harness.newPage({ colorScheme: "light" });
    await outbox.goto("/dev/mail");
    await outbox.getByRole("heading", { name: "Dev outbox" }).waitFor();
    expect(await isDark(outbox)).toBe(false);
    // The system turns dark, and back: no reload.
    await outbox.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => isDark(outbox)).toBe(true);
    await outbox.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => isDark(outbox)).toBe(false);

    // Dark chosen in another tab of the same browser.
    const site = await outbox.context().newPage();
    await site.goto("/pricing");
    await site.getByRole("radiogroup", { name: "Theme" }).getByRole("radio", { name: "Dark" }).click();
    await expect.poll(() => isDark(outbox)).toBe(true);
    expect(await bodyBackground(outbox)).toBe("rgb(18, 18, 20)");
  });
});
