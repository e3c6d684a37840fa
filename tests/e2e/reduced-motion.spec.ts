import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { holdRequests } from "./support/network.ts";

const harness = useBrowser();

/** What moves on /pricing, read from the page's own stylesheet. */
async function motionOnPricing(page: Page) {
  // The header's avatar placeholder pulses until the session is known: hold that answer so it stays on screen.
  const releaseSession = await holdRequests(page, "**/api/auth/get-session");
  await page.goto("/pricing", { waitUntil: "domcontentloaded" });
  const placeholder = page.locator("header .animate-pulse").first();
  await placeholder.waitFor();
  const pulse = await placeholder.evaluate((element) => getComputedStyle(element).animationName);
  const chevron = await page
    .locator("details svg.transition-transform")
    .first()
    .evaluate((element) => getComputedStyle(element).transitionDuration);
  // A spinner as the app draws one (components/ui/spinner.tsx): the only motion that stays when reduced.
  const spinner = await page.evaluate(() => {
    const element = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    element.setAttribute("class", "animate-spin");
    document.body.append(element);
    const { animationName, animationDuration } = getComputedStyle(element);
    element.remove();
    return `${animationName} ${animationDuration}`;
  });
  releaseSession();
  await placeholder.waitFor({ state: "detached" }); // signed out: the header offers sign-in instead
  return { pulse, chevron, spinner };
}

describe("the system's motion setting", () => {
  it("animates by default; with reduce motion skeletons hold still, transitions end at once and spinners turn slower", async () => {
    const moving = await motionOnPricing(await harness.newPage());
    expect(moving).toEqual({ pulse: "pulse", chevron: "0.15s", spinner: "spin 1s" });

    const still = await motionOnPricing(await harness.newPage({ reducedMotion: "reduce" }));
    expect(still).toEqual({ pulse: "none", chevron: "0s", spinner: "spin 2.5s" });
  });
});
