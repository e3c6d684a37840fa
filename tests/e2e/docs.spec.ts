import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { docSections } from "../../src/shared/docs-manifest";
import { useBrowser } from "./support/browser";

const harness = useBrowser();

const docs = [
  { slug: "getting-started/01-welcome-to-goji", title: "Welcome to Goji", name: "docs-welcome" },
  { slug: "getting-started/02-installation", title: "Installation", name: "docs-installation" },
];

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Documentation" });
const tableOfContents = (page: Page) => page.getByRole("navigation", { name: "On this page" });

describe("docs", () => {
  it("/docs lands on the welcome page", async () => {
    const page = await harness.newPage();
    await page.goto("/docs");
    await page.waitForURL("**/docs/getting-started/01-welcome-to-goji");
    await page.getByRole("heading", { level: 1, name: "Welcome to Goji" }).waitFor();
  });

  for (const { slug, title, name } of docs) {
    it(`${slug} renders with the sidebar and an on-page table of contents`, async () => {
      const page = await harness.newPage();
      await page.goto(`/docs/${slug}`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await expect.poll(() => page.title()).toBe(`${title} · Goji Docs`);

      // Sidebar: every manifest page, with this one marked current.
      const nav = sidebar(page);
      for (const entry of docSections.flatMap((section) => section.pages)) {
        expect(await nav.getByRole("link", { name: entry.title }).getAttribute("href")).toBe(`/docs/${entry.slug}`);
      }
      expect(await nav.locator("[aria-current=page]").innerText()).toBe(title);

      // Table of contents: one link per h2/h3 of the article, pointing at its rehype-slug id.
      const toc = tableOfContents(page);
      await toc.waitFor();
      const headings = await page
        .locator("article")
        .locator("h2, h3")
        .evaluateAll((elements) => elements.map((element) => ({ text: element.textContent, href: `#${element.id}` })));
      expect(headings.length).toBeGreaterThanOrEqual(4);
      expect(headings.every((heading) => heading.href.length > 1)).toBe(true);
      const entries = await toc
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => ({ text: link.textContent, href: link.getAttribute("href") })));
      expect(entries).toEqual(headings);

      await harness.screenshot(page, `${name}-desktop`);
    });
  }

  it("scrolls to a heading when its table-of-contents entry is clicked", async () => {
    const page = await harness.newPage();
    await page.goto("/docs/getting-started/02-installation");
    const target = page.getByRole("heading", { level: 2, name: "Troubleshooting" });
    await target.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await tableOfContents(page).getByRole("link", { name: "Troubleshooting" }).click();

    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#troubleshooting");
    await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(64); // below the fixed header
    expect((await target.boundingBox())?.y).toBeLessThan(130);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The reader stays on the page, and the entry is now the highlighted one.
    expect(new URL(page.url()).pathname).toBe("/docs/getting-started/02-installation");
    await expect
      .poll(() => tableOfContents(page).locator("[aria-current=location]").innerText())
      .toBe("Troubleshooting");
  });

  it("copies a code block with its Copy button", async () => {
    const page = await harness.newPage();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/docs/reference/plugin-api");
    const firstBlock = page.locator("pre").first();
    const code = ((await firstBlock.textContent()) ?? "").trimEnd();
    expect(code).toContain("curl");
    // The button sits in the block's header bar, above the code, not on it.
    const button = await page.getByRole("button", { name: "Copy" }).first().boundingBox();
    const block = await firstBlock.boundingBox();
    expect(button && block && button.y + button.height <= block.y).toBe(true);
    await page.getByRole("button", { name: "Copy" }).first().click();
    await page.getByRole("button", { name: "Copied" }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await harness.screenshot(page, "docs-plugin-api-copy");
  });

  it("follows links between docs pages inside the app", async () => {
    const page = await harness.newPage();
    await page.goto("/docs/getting-started/01-welcome-to-goji");
    await page.getByRole("heading", { level: 1, name: "Welcome to Goji" }).waitFor();
    // The heading is in the prerendered HTML; the app runs once the header's account area says Sign In (before,
    // a link is a plain link and the browser loads the next prerendered page, as it should).
    await page.getByRole("link", { name: "Sign In" }).waitFor();
    // A marker on window survives only if the navigation does not reload the page.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));

    await page.locator("article").getByRole("link", { name: "Install the plugin" }).click();
    await page.getByRole("heading", { level: 1, name: "Installation" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    await page
      .getByRole("navigation", { name: "Previous and next pages" })
      .getByRole("link", { name: /Welcome to Goji/ })
      .click();
    await page.getByRole("heading", { level: 1, name: "Welcome to Goji" }).waitFor();
  });

  it("shows 'MDX file not found for path' for an unknown doc, inside the docs layout", async () => {
    // A missing page is one of the docs' states, not a fault: nothing is logged as an error.
    const page = await harness.newPage();
    await page.goto("/docs/getting-started/03-does-not-exist");
    const alert = page.getByRole("alert");
    await alert.getByText("MDX file not found for path: getting-started/03-does-not-exist").waitFor();
    await sidebar(page).getByRole("link", { name: "Welcome to Goji" }).waitFor();
    expect(await page.title()).toBe("Page not found · Goji Docs");
    await harness.screenshot(page, "docs-not-found");

    await alert.getByRole("link", { name: "Go to Welcome to Goji" }).click();
    await page.getByRole("heading", { level: 1, name: "Welcome to Goji" }).waitFor();
  });

  it("uses a navigation disclosure instead of the sidebar and hides the contents list on a phone", async () => {
    const page = await harness.newPage({ width: 375, height: 740 });
    await page.goto("/docs/getting-started/01-welcome-to-goji");
    await page.getByRole("heading", { level: 1, name: "Welcome to Goji" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await tableOfContents(page).isVisible()).toBe(false);

    const disclosure = page.locator("details:has(nav[aria-label=Documentation])");
    const installation = disclosure.getByRole("link", { name: "Installation" });
    expect(await installation.isVisible()).toBe(false);
    await harness.screenshot(page, "docs-welcome-mobile");

    await disclosure.locator("summary").click();
    await installation.click();
    await page.getByRole("heading", { level: 1, name: "Installation" }).waitFor();
    // The disclosure closes again once a page is chosen.
    expect(await page.locator("details[open]").count()).toBe(0);
    await harness.screenshot(page, "docs-installation-mobile");
  });
});
