import { describe, expect, it } from "vitest";
import { formatPrice, plans } from "../../src/shared/plans";
import { siteLinks } from "../../src/shared/site-links";
import { useBrowser } from "./support/browser";

const harness = useBrowser();

const publicPages = [
  {
    path: "/",
    name: "home",
    heading: /^An AI teammate inside your game.engine editor$/,
    title: "Goji — the AI assistant for your game-engine editor",
  },
  { path: "/pricing", name: "pricing", heading: "Plans that grow from solo to studio", title: "Pricing · Goji" },
  { path: "/terms", name: "terms", heading: "Terms of Service", title: "Terms of Service · Goji" },
  { path: "/privacy", name: "privacy", heading: "Privacy Policy", title: "Privacy Policy · Goji" },
  { path: "/contact", name: "contact", heading: "Get in touch", title: "Contact · Goji" },
];

/** Opens a page and lets it settle; the harness fails the test on any console error or uncaught exception. */
async function open(path: string, options: { width?: number } = {}) {
  const page = await harness.newPage(options);
  await page.goto(path, { waitUntil: "networkidle" });
  return { page };
}

describe("public pages", () => {
  for (const { path, name, heading, title } of publicPages) {
    it(`${path} renders its heading without errors, on desktop and at 375 px`, async () => {
      const desktop = await open(path);
      await desktop.page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await desktop.page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await desktop.page.title()).toBe(title);
      await harness.screenshot(desktop.page, `${name}-desktop`);

      const mobile = await open(path, { width: 375 });
      await mobile.page.getByRole("heading", { level: 1, name: heading }).waitFor();
      // Nothing may stick out sideways on a phone.
      expect(await mobile.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await harness.screenshot(mobile.page, `${name}-mobile`);
    });
  }
});

describe("home", () => {
  it("sells the plugin: features, three steps, credits and studios, and calls to action", async () => {
    const { page } = await open("/");
    const main = page.locator("main");
    for (const feature of [
      "Scene setup",
      "Script generation",
      "Refactoring",
      "Shader help",
      "Asset and level tooling",
    ]) {
      await main.getByRole("heading", { level: 3, name: feature }).waitFor();
    }
    const steps = main.locator("section[aria-labelledby=how-title] ol > li");
    expect(await steps.count()).toBe(3);
    expect(await steps.allInnerTexts()).toEqual([
      expect.stringContaining("Download"),
      expect.stringContaining("Paste your API key"),
      expect.stringContaining("Create"),
    ]);
    await main.getByRole("heading", { name: "Credits, simply" }).waitFor();
    await main.getByRole("heading", { name: "Studios, built for teams" }).waitFor();

    // Linux user-agent: the plain label, once in the hero and once in the closing call to action.
    expect(await main.getByRole("button", { name: "Download", exact: true }).count()).toBe(2);
    await main.getByRole("link", { name: "See pricing" }).click();
    await page.waitForURL("**/pricing");
  });
});

describe("pricing", () => {
  it("shows every plan from the catalogue with its price, credits, features and call to action", async () => {
    const { page } = await open("/pricing");
    expect(await page.locator("[data-plan]").count()).toBe(plans.length);

    for (const plan of plans) {
      const card = page.locator(`[data-plan=${plan.id}]`);
      await card.getByRole("heading", { name: plan.name, exact: true }).waitFor();
      expect(await card.getByTestId("plan-price").innerText()).toBe(formatPrice(plan.priceMonthlyCents));
      const text = await card.innerText();
      expect(text).toContain(plan.monthlyCredits.toLocaleString("en-US"));
      for (const feature of plan.features) expect(text).toContain(feature);

      const href = await card.getByRole("link").getAttribute("href");
      const target = new URL(href ?? "", harness.baseUrl);
      expect(target.pathname).toBe("/signup");
      expect(target.searchParams.get("redirect")).toBe(
        plan.priceMonthlyCents === 0 ? null : `/pricing?plan=${plan.id}`,
      );
    }
  });

  it("sends a paid plan's visitor to sign-up with the way back to that plan", async () => {
    const { page } = await open("/pricing");
    await page.locator("[data-plan=studio]").getByRole("link").click();
    await page.waitForURL("**/signup?**");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/pricing?plan=studio");
  });

  it("answers the common questions in expandable entries", async () => {
    const { page } = await open("/pricing");
    const faq = page.locator("section[aria-labelledby=faq-title]");
    for (const question of [
      "What is a credit?",
      "What happens when my credits run out?",
      "When do credits reset?",
      "Can I cancel?",
    ]) {
      await faq.getByText(question).waitFor();
    }
    const answer = faq.getByText(/refuses new requests with a clear message/);
    expect(await answer.isVisible()).toBe(false);
    await faq.getByText("What happens when my credits run out?").click();
    await answer.waitFor();
  });
});

describe("contact and legal pages", () => {
  it("contact offers e-mail, community and docs", async () => {
    const { page } = await open("/contact");
    const main = page.locator("main");
    expect(await main.getByRole("link", { name: siteLinks.contactEmail }).getAttribute("href")).toBe(
      `mailto:${siteLinks.contactEmail}`,
    );
    expect(await main.getByRole("link", { name: /community/i }).getAttribute("href")).toBe(siteLinks.community);
    await main.getByRole("link", { name: "Read the docs" }).click();
    await page.getByRole("heading", { level: 1, name: "Welcome to Goji" }).waitFor();
  });

  for (const path of ["/terms", "/privacy"]) {
    it(`${path} is readable prose naming Goji Labs and the contact address`, async () => {
      const { page } = await open(path);
      const article = page.locator("article.prose-doc");
      expect(await article.locator("h2").count()).toBeGreaterThanOrEqual(5);
      const text = await article.innerText();
      expect(text).toContain("Goji Labs");
      expect(text).toContain(siteLinks.contactEmail);
    });
  }
});
