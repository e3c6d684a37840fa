import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { newSignedInPage } from "./support/session.ts";

// A double click's second click lands before React has drawn the button busy; each action must still run once
// (src/web/hooks/use-one-at-a-time.ts).
const b = useBrowser();

/** Counts the page's requests to `path` with `method`. */
function countRequests(page: Page, method: string, path: RegExp): { count: () => number } {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  });
  return { count: () => count };
}

describe("double clicks", () => {
  it("make one API key, and Regenerate's confirmation replaces it once", async () => {
    const { page } = await newSignedInPage(b);
    const generated = countRequests(page, "POST", /^\/api\/api-key\/generate$/);
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Personal API Key" }) });
    await card.getByRole("button", { name: "Generate API Key" }).dblclick();
    await page.getByText("API Key generated successfully").waitFor();
    await card.getByTestId("api-key-value").waitFor();
    await page.waitForLoadState("networkidle");
    expect(generated.count()).toBe(1);
    expect(await page.getByText("API Key generated successfully").count()).toBe(1);

    // The first key shown in full; the one Regenerate makes starts masked again (docs/product.md#states).
    const value = card.getByTestId("api-key-value");
    await card.getByRole("button", { name: "Show" }).click();
    const first = await value.textContent();
    expect(first).not.toContain("…");
    await card.getByRole("button", { name: "Regenerate" }).click();
    // Named by its title once: no hidden copy of the title as its description.
    expect(await page.getByRole("dialog").getAttribute("aria-describedby")).toBeNull();
    await page.getByRole("dialog").getByRole("button", { name: "Regenerate" }).dblclick();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await page.waitForLoadState("networkidle");
    expect(generated.count()).toBe(2);
    await expect.poll(() => value.textContent()).toContain("…");
    expect((await value.textContent())?.slice(0, 10)).not.toBe(first?.slice(0, 10) ?? "");
  });

  it("pay a checkout once and go on to the account", async () => {
    const { page } = await newSignedInPage(b);
    const url = await page.evaluate(async () => {
      const res = await fetch("/api/billing/checkout", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ planId: "pro" }),
      });
      return ((await res.json()) as { url: string }).url;
    });
    await page.goto(url);
    const completed = countRequests(page, "POST", /\/complete$/);
    await page.getByRole("button", { name: "Use test card 4242 4242 4242 4242" }).click();
    await page.getByRole("button", { name: /^Subscribe ·/ }).dblclick();
    await page.waitForURL((next) => next.pathname === "/account");
    expect(completed.count()).toBe(1);
  });
});
