import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts.ts";
import { newSignedInPage } from "./support/session.ts";
import { createStudioViaApi } from "./support/studio.ts";

const b = useBrowser();

const LONG_NAME = "The Extraordinarily Long-Named Interactive Games Collective";

describe("personal account and studios on /account (issue 19)", () => {
  for (const width of [1280, 375]) {
    it(`goes studio → personal → studio in one click each from the scope bar at ${width} px`, async () => {
      const { page } = await newSignedInPage(b, { width, name: "Scope Tester" });
      await page.getByRole("heading", { name: "Account Settings" }).waitFor();
      // No studio yet: nothing to switch between, no scope bar.
      expect(await page.getByRole("navigation", { name: "Account scope" }).count()).toBe(0);

      // Creating a studio makes it the active one: /account opens on it.
      await createStudioViaApi(page, LONG_NAME);
      await page.reload();
      await page.getByRole("heading", { name: `${LONG_NAME} Settings` }).waitFor();
      const scopes = page.getByRole("navigation", { name: "Account scope" });
      const personal = scopes.getByRole("button", { name: "Personal Account" });
      const studio = scopes.getByRole("button", { name: LONG_NAME });
      expect(await studio.getAttribute("aria-current")).toBe("true");
      expect(await studio.getAttribute("title")).toBe(LONG_NAME);
      await b.screenshot(page, `account-scope-studio-${width}`);

      await personal.click();
      await page.getByRole("heading", { name: "Account Settings" }).waitFor();
      await expect.poll(() => personal.getAttribute("aria-current")).toBe("true");
      expect(await studio.getAttribute("aria-current")).toBeNull();
      await b.screenshot(page, `account-scope-personal-${width}`);

      await studio.click();
      await page.getByRole("heading", { name: `${LONG_NAME} Settings` }).waitFor();
      await expect.poll(() => studio.getAttribute("aria-current")).toBe("true");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  it("names the header switcher by its visible label, never cut to a fragment, at every width", async () => {
    const { page } = await newSignedInPage(b, { width: 1280 });
    await createStudioViaApi(page, LONG_NAME);
    await page.reload();
    const switcher = page.getByRole("button", { name: /Switch studio/ });
    await page
      .getByRole("navigation", { name: "Account scope" })
      .getByRole("button", { name: "Personal Account" })
      .click();
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    // The spec's own label when no studio is active, complete (not "Select organizatio…").
    await expect.poll(() => switcher.getAttribute("aria-label")).toBe("Switch studio: Select organization...");
    const label = switcher.getByText("Select organization...");
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await page.getByRole("navigation", { name: "Account scope" }).getByRole("button", { name: LONG_NAME }).click();
    await page.getByRole("heading", { name: `${LONG_NAME} Settings` }).waitFor();
    await expect.poll(() => switcher.getAttribute("aria-label")).toBe(`Switch studio: ${LONG_NAME}`);
    expect(await switcher.getAttribute("title")).toBe(LONG_NAME);

    // On a phone the button shows the studio's initial, its full name stays its accessible name.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await switcher.getByText(LONG_NAME).isVisible()).toBe(false);
    expect(await switcher.getAttribute("aria-label")).toBe(`Switch studio: ${LONG_NAME}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

// /account shows its skeleton until what the view's first screen holds is known: before, the first-run panel (a
// new user's personal view) and the scope bar, the studio's details and its key card arrived after the cards and
// pushed them down (a layout shift of 0.53 on a phone). The header's own account area is not part of the page.
describe("/account arrives in one piece", () => {
  const shiftsInThePage = async (page: Page) =>
    (await layoutShifts(page)).filter((shift) => shift.split(" | ").some((moved) => !moved.endsWith("(in header)")));

  for (const width of [1280, 375]) {
    it(`moves nothing in the personal view with its first-run panel, or in a studio's view, at ${width} px`, async () => {
      const { page } = await newSignedInPage(b, { width, path: "" });
      await recordLayoutShifts(page);
      await page.goto("/account");
      await page.getByTestId("first-run-panel").waitFor();
      await page.getByRole("button", { name: "Generate API Key" }).first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(await shiftsInThePage(page)).toEqual([]);

      await createStudioViaApi(page, "Steady Studio");
      await page.goto("/account");
      await page.getByRole("navigation", { name: "Account scope" }).waitFor();
      await page.getByRole("heading", { name: "Steady Studio Settings" }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await shiftsInThePage(page)).toEqual([]);
      // The profile names the studio as a studio (a team is something else; the owner is in none yet).
      const profile = page.locator("dl").filter({ has: page.locator("dt", { hasText: "Role" }) });
      expect(await profile.locator("dt").allTextContents()).toEqual(["Name", "E-mail", "Studio", "Role"]);
      expect(await profile.locator("dd").nth(2).textContent()).toBe("Steady Studio");
    });
  }
});
