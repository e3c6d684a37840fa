import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser } from "./support/accounts.ts";
import { useBrowser } from "./support/browser.ts";
import { signInViaApi, type TestUser } from "./support/session.ts";

/**
 * The usage chart (personal "Usage history"; a studio's "Daily usage" is the same component) keeps every label whole and readable at
 * every width and theme: none cut at the picture's edges (the last day, the top of the axis), none shrunk below
 * 11 px on a phone.
 */
const b = useBrowser();

let user: TestUser;

/** Generates a key (the studio's when given) from inside the signed-in page and spends `amount` credits with it. */
async function spend(page: Page, amount: number, organizationId?: string): Promise<void> {
  const key = await page.evaluate(
    async (body) => {
      const response = await fetch("/api/api-key/generate", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { apiKey: string }).apiKey;
    },
    organizationId ? { organizationId } : {},
  );
  const response = await fetch(`${b.baseUrl}/api/v1/usage`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ amount, idempotencyKey: crypto.randomUUID() }),
  });
  if (response.status !== 200) throw new Error(`spending failed: ${response.status} ${await response.text()}`);
}

beforeAll(async () => {
  user = await createVerifiedUser(b.baseUrl, { name: "Chart Checker" });
  const page = await b.newPage();
  await signInViaApi(page, user, "/api/health");
  // 7 credits today: the y axis tops out at 10 and today's bar is the last one, labelled at the right edge.
  await spend(page, 7);
});

/** Every label of the chart: its box, the chart's box and its computed font size in CSS px. */
async function expectLabelsWholeAndReadable(page: Page, region: string) {
  const chart = page.locator("section", { hasText: region }).getByTestId("usage-chart");
  await chart.waitFor();
  const measured = await chart.evaluate((element) => {
    const svg = element as unknown as SVGSVGElement;
    const box = svg.getBoundingClientRect();
    return {
      box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
      labels: [...svg.querySelectorAll("text")].map((text) => {
        const r = text.getBoundingClientRect();
        return {
          text: text.textContent ?? "",
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
          fontSize: parseFloat(getComputedStyle(text).fontSize) * (box.width / svg.viewBox.baseVal.width || 1),
        };
      }),
    };
  });
  const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  const texts = measured.labels.map((label) => label.text);
  expect(texts).toContain("10");
  expect(texts).toContain(today);
  for (const label of measured.labels) {
    expect(label.fontSize, `"${label.text}" font size`).toBeGreaterThanOrEqual(11);
    expect(label.left, `"${label.text}" left edge`).toBeGreaterThanOrEqual(measured.box.left - 0.5);
    expect(label.right, `"${label.text}" right edge`).toBeLessThanOrEqual(measured.box.right + 0.5);
    expect(label.top, `"${label.text}" top edge`).toBeGreaterThanOrEqual(measured.box.top - 0.5);
    expect(label.bottom, `"${label.text}" bottom edge`).toBeLessThanOrEqual(measured.box.bottom + 0.5);
  }
  // Date labels do not run into one another.
  const dates = measured.labels.filter((label) => /^[A-Z][a-z]{2} \d+$/.test(label.text));
  dates.sort((a, c) => a.left - c.left);
  for (let i = 1; i < dates.length; i++) expect(dates[i]!.left).toBeGreaterThan(dates[i - 1]!.right + 4);
}

describe("the usage chart", () => {
  for (const width of [375, 1280])
    for (const colorScheme of ["light", "dark"] as const)
      it(`shows whole, readable labels at ${width} px in ${colorScheme}`, async () => {
        const page = await b.newPage({ width, colorScheme });
        await signInViaApi(page, user, "/account");
        await page.getByText(/^7 \/ [\d,]+ credits used this cycle/).waitFor();
        await expectLabelsWholeAndReadable(page, "Usage history");
        await page.locator("section", { hasText: "Usage history" }).getByTestId("usage-chart").scrollIntoViewIfNeeded();
        await b.screenshot(page, `usage-chart-personal-${width}-${colorScheme}`);
      });
});

// The personal plan card warns at 80 % as the studio tabs do (and as the 80 % e-mail says), not only by the bar's
// colour.
describe("the personal plan card's usage warning", () => {
  it("appears at 80 % of the cycle's credits and names the account", async () => {
    const owner = await createVerifiedUser(b.baseUrl, { name: "Busy Builder" });
    const page = await b.newPage();
    await signInViaApi(page, owner, "/account");
    const card = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Request Usage & Subscription" }) });
    await card.getByText("0 / 200 requests used this cycle.").waitFor();
    expect(await card.getByText("80% of this cycle's credits are used").count()).toBe(0);

    await spend(page, 170);
    await page.reload();
    await card.getByText("170 / 200 requests used this cycle.").waitFor();
    await card.getByText("80% of this cycle's credits are used").waitFor();
    await card.getByText("Your account has used 85% of its credits.").waitFor();
    await b.screenshot(page, "personal-usage-warning");
  });
});
