import { describe, expect, it } from "vitest";
import { publicPagePaths } from "../../src/shared/public-pages.ts";
import { userAgents, useBrowser } from "./support/browser";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts.ts";
import { holdRequests } from "./support/network.ts";
import { newSignedInPage } from "./support/session.ts";

const harness = useBrowser();

// docs/decisions/039-prerendered-public-pages.md: the public pages arrive as HTML, the app takes over after.
describe("prerendered public pages", () => {
  it("answers every public page with its own title and content in the HTML, compressed, and other paths with the shell", async () => {
    for (const path of publicPagePaths()) {
      const res = await fetch(new URL(path, harness.baseUrl), { headers: { "Accept-Encoding": "identity" } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
      const html = await res.text();
      expect(html, path).toMatch(/<div id="root" data-prerendered><a href="#main"/);
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html.match(/<h1[ >]/g), path).toHaveLength(1);
      expect(html, path).not.toContain("<title>Goji — the game-engine editor plugin</title>");
    }
    const pricing = await fetch(new URL("/pricing", harness.baseUrl), { headers: { "Accept-Encoding": "identity" } });
    expect(await pricing.text()).toContain("<title>Pricing · Goji</title>");

    // Sent pre-compressed when the client takes it (fetch decodes it again for the assertion).
    const gzipped = await fetch(new URL("/pricing", harness.baseUrl), { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toContain("Accept-Encoding");
    expect(await gzipped.text()).toContain("<title>Pricing · Goji</title>");
    const refused = await fetch(new URL("/pricing", harness.baseUrl), { headers: { "Accept-Encoding": "br;q=0" } });
    expect(refused.headers.get("content-encoding")).toBeNull();

    // Signed-in and unknown paths keep the app's shell, with its empty #root.
    for (const path of ["/account", "/admin", "/no-such-page", "/pricing/"]) {
      const html = await (await fetch(new URL(path, harness.baseUrl))).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  it("shows the page without JavaScript", async () => {
    const context = await harness.browser.newContext({ baseURL: harness.baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/pricing");
      expect(await page.title()).toBe("Pricing · Goji");
      await page.getByRole("heading", { level: 1, name: "Plans that grow from solo to studio" }).waitFor();
      await page.goto("/docs/getting-started/01-welcome-to-goji");
      await page.getByRole("heading", { level: 1, name: "Welcome to Goji" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("is hydrated by the app: the same elements, never a blank moment, no console error, and it navigates on", async () => {
    const page = await harness.newPage();
    await page.addInitScript(() => {
      const state = window as unknown as { mainEmptied: boolean; prerenderedHeading?: Element | null };
      state.mainEmptied = false;
      // "interactive": the HTML is parsed and no module script has run yet — this is the prerendered heading.
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") state.prerenderedHeading = document.querySelector("main h1");
      });
      new MutationObserver(() => {
        // While the HTML is still being parsed, #root is legitimately incomplete (the parser may yield mid-page
        // on a loaded machine); only what happens to the finished page counts.
        if (document.readyState === "loading") return;
        const main = document.getElementById("main");
        if (document.getElementById("root")?.childElementCount && !main?.querySelector("h1")) state.mainEmptied = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/pricing", { waitUntil: "networkidle" });
    // The app runs once the header's account area has resolved to Sign In (the HTML holds its placeholder).
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
    const kept = await page.evaluate(() => {
      const state = window as unknown as { mainEmptied: boolean; prerenderedHeading?: Element | null };
      return {
        sameHeading:
          Boolean(state.prerenderedHeading) && state.prerenderedHeading === document.querySelector("main h1"),
        mainEmptied: state.mainEmptied,
      };
    });
    expect(kept).toEqual({ sameHeading: true, mainEmptied: false });
    expect(await page.locator("main").count()).toBe(1);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" }).click();
    await page.getByRole("heading", { level: 1, name: "Welcome to Goji" }).waitFor();
    expect(await page.title()).toBe("Welcome to Goji · Goji Docs");
  });

  it("keeps where the visitor scrolled before the app started, and enables the theme choice once it runs", async () => {
    const page = await harness.newPage();
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto("/pricing", { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    // Without the app a click would check a radio that hydration then unchecks: disabled until then.
    const dark = page.getByRole("radiogroup", { name: "Theme" }).getByRole("radio", { name: "Dark" });
    expect(await dark.isDisabled()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 800));

    release();
    await page.getByRole("link", { name: "Sign In" }).waitFor();
    await expect.poll(() => dark.isDisabled()).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(800);
  });

  // The HTML was rendered for no platform ("Download") and no session (placeholders where Sign In and the plans'
  // buttons go); the app then names the visitor's platform and resolves the session. Nothing may move when it does:
  // a Mac's label grew by "for macOS", Sign In was wider than its placeholder and an empty placeholder sat lower on
  // its line than a labelled button, which shifted the header, the hero's buttons and the plans' feature lists.
  const starts = [
    { path: "/", userAgent: userAgents.macos, width: 1280, download: "Download for macOS" },
    { path: "/", userAgent: userAgents.windows, width: 1280, download: "Download for Windows" },
    { path: "/pricing", userAgent: userAgents.macos, width: 1280, download: "Download for macOS" },
    { path: "/pricing", userAgent: userAgents.linux, width: 412, download: undefined },
  ];
  for (const { path, userAgent, width, download } of starts) {
    const platform = download?.replace("Download for ", "") ?? "no platform";
    it(`moves nothing on ${path} when the app starts (${platform}, ${width} px)`, async () => {
      const page = await harness.newPage({ userAgent, width });
      await recordLayoutShifts(page);
      await page.goto(path, { waitUntil: "networkidle" });
      if (download) await page.locator("header").getByRole("button", { name: download, exact: true }).waitFor();
      await page.getByRole("link", { name: "Sign In" }).first().waitFor();
      if (path === "/pricing") await page.getByRole("link", { name: "Get started for free" }).waitFor();
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  it("gives a signed-in visitor their own header once the app has started", async () => {
    const { page } = await newSignedInPage(harness, { path: "/pricing" });
    await page.getByRole("button", { name: "Open account menu" }).waitFor();
    expect(await page.getByRole("link", { name: "Sign In" }).count()).toBe(0);
  });
});
