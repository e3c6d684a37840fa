import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";
import { holdRequests } from "./support/network.ts";
import { newSignedInPage } from "./support/session.ts";

const harness = useBrowser();

/**
 * Every script the page downloads until it has settled, with its transferred (compressed) size in bytes. Settled
 * means hydrated, showing what `ready` waits for, with the lazily loaded toaster's chunk downloaded, and then no
 * request for half a second. Network silence alone is not enough: on a loaded machine a chunk the page needs (the
 * toaster's, the signed-in account's) can be asked for after half a second without a request. The toaster's own
 * section is no sign of its chunk: a prerendered page has the section in its HTML before the chunk is asked for.
 */
async function scriptsLoadedBy(page: Page, path: string, ready: () => Promise<unknown>): Promise<Map<string, number>> {
  const responses: Response[] = [];
  const record = (response: Response) => {
    if (response.request().resourceType() === "script") responses.push(response);
  };
  page.on("response", record);
  const toasterChunk = page.waitForResponse((response) => new URL(response.url()).pathname === TOASTER_CHUNK);
  await page.goto(path);
  await ready();
  await toasterChunk;
  await page.locator("section[aria-label^='Notifications']").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  page.off("response", record);
  const scripts = new Map<string, number>();
  for (const response of responses)
    scripts.set(new URL(response.url()).pathname, (await response.request().sizes()).responseBodySize);
  return scripts;
}

/** sonner's chunk in the build under test: the one script that names the toaster's "Notifications" region. */
const TOASTER_CHUNK = (() => {
  const dir = "dist/client/assets";
  const file = readdirSync(dir).find(
    (name) => name.endsWith(".js") && readFileSync(join(dir, name), "utf8").includes("Notifications"),
  );
  if (!file) throw new Error(`no toaster chunk in ${dir}`);
  return `/assets/${file}`;
})();

const total = (scripts: Map<string, number>) => [...scripts.values()].reduce((sum, size) => sum + size, 0);

describe("page weight", () => {
  it("a signed-out /account downloads no more script than / and none of the signed-in account page", async () => {
    const homePage = await harness.newPage();
    const home = await scriptsLoadedBy(homePage, "/", () => homePage.locator("main h1").first().waitFor());
    const page = await harness.newPage();
    const account = await scriptsLoadedBy(page, "/account", () =>
      page.getByRole("heading", { name: "Please Sign In" }).waitFor(),
    );
    expect([...account.keys()].filter((path) => path.includes("signed-in-account"))).toEqual([]);
    expect(total(account)).toBeLessThanOrEqual(total(home));
  });

  it("a signed-in /account loads its page module and shows the settings", async () => {
    const { page } = await newSignedInPage(harness, { path: "/" });
    const account = await scriptsLoadedBy(page, "/account", () =>
      page.getByRole("heading", { name: "Account Settings" }).waitFor(),
    );
    expect([...account.keys()].some((path) => path.includes("signed-in-account"))).toBe(true);
  });

  it("shows the account page's layout in grey while it loads, where the settings then appear", async () => {
    const { page } = await newSignedInPage(harness, { path: "/" });
    // Hold the account's data back, as a slow network would.
    const release = await holdRequests(page, "**/api/account/details");
    await page.goto("/account", { waitUntil: "commit" });
    const skeleton = page.getByRole("status").filter({ hasText: "Loading account..." });
    await skeleton.waitFor();
    // The layout is there (title bar and cards), so the footer is already where it will stay.
    const footerWhileLoading = await page.locator("footer").first().boundingBox();
    expect(footerWhileLoading?.y ?? 0).toBeGreaterThan(700);
    release();
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    await skeleton.waitFor({ state: "detached" });
  });
});
