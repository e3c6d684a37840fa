import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { E2E_PASSWORD, firstLink, latestMail, uniqueEmail } from "./support/accounts.ts";
import { useBrowser } from "./support/browser.ts";
import { newSignedInPage } from "./support/session.ts";

// Billing end to end on the built-in local provider (the e2e server runs without Stripe).
const b = useBrowser();

async function payWithTestCard(page: Page, cardNumber = "4242 4242 4242 4242") {
  await page.waitForURL("**/billing/local-checkout?session=*");
  await page.getByText("Test mode · built-in local billing.").waitFor();
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM / YY)").fill(`12 / ${String((new Date().getFullYear() + 3) % 100)}`);
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Subscribe ·/ }).click();
}

/** Starts a checkout through the API from inside the signed-in page and opens the page it returns. */
async function openCheckoutFromApi(page: Page, body: { planId: string; organizationId?: string }) {
  const url = await page.evaluate(async (json) => {
    const res = await fetch("/api/billing/checkout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(json),
    });
    return ((await res.json()) as { url: string }).url;
  }, body);
  await page.goto(url);
}

async function openPortalFromApi(page: Page) {
  const url = await page.evaluate(async (returnUrl) => {
    const res = await fetch("/api/account/portal-session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ returnUrl }),
    });
    return ((await res.json()) as { url: string }).url;
  }, `${b.baseUrl}/account`);
  await page.goto(url);
}

describe("local billing pages", () => {
  it("pays a checkout with a test card, refuses a declined one, and returns to the account page", async () => {
    const { page } = await newSignedInPage(b);
    await openCheckoutFromApi(page, { planId: "pro" });
    await page.getByText("Subscribe to Goji Pro").waitFor();
    await page.getByText("Personal account").waitFor();

    b.allowConsoleErrors(page, /status of 402 .*\/complete\)$/); // the declined card, shown on the page
    await payWithTestCard(page, "4000 0000 0000 0002");
    await page.getByRole("alert").filter({ hasText: "Your card was declined." }).waitFor();
    await b.screenshot(page, "billing-local-checkout-declined");
    // A card the server refuses field by field: its words, without the field's path in front.
    b.allowConsoleErrors(page, /status of 422 .*\/complete\)$/);
    await page.getByLabel("Expiry (MM / YY)").fill("01 / 20");
    await page.getByRole("button", { name: /^Subscribe ·/ }).click();
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "expired" }).textContent())
      .toBe("Your card has expired.");

    await page.getByRole("button", { name: "Use test card 4242 4242 4242 4242" }).click();
    await page.getByRole("button", { name: /^Subscribe ·/ }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    const details = await page.evaluate(async () => (await fetch("/api/account/details")).json());
    expect(details.subscription).toMatchObject({ subscriptionPlan: "Pro", status: "active", totalTokens: 5000 });
  });

  it("manages the subscription in the local portal: invoices, cancel at period end, resume", async () => {
    const { page } = await newSignedInPage(b);
    await openCheckoutFromApi(page, { planId: "pro" });
    await payWithTestCard(page);
    await page.waitForURL((url) => url.pathname === "/account");

    await openPortalFromApi(page);
    await page.getByText("Test mode · built-in local billing.").waitFor();
    await page.getByText("Goji Pro", { exact: true }).waitFor();
    await page.getByText("Visa •••• 4242").waitFor();
    await page.getByRole("cell", { name: "$19.00" }).waitFor();
    await expect.poll(() => page.getByTestId("plan-period").textContent()).toMatch(/^Renews on /);
    await b.screenshot(page, "billing-local-portal");

    await page.getByRole("button", { name: "Cancel plan" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel plan" }).click();
    await expect.poll(() => page.getByTestId("plan-period").textContent()).toMatch(/^Cancels on /);
    await page.getByRole("button", { name: "Resume plan" }).click();
    await expect.poll(() => page.getByTestId("plan-period").textContent()).toMatch(/^Renews on /);

    await page.getByRole("link", { name: "Back to Goji" }).click();
    await page.waitForURL((url) => url.pathname === "/account");
  });
});

describe("subscribing from the pricing page (needs the account page's billing mounts)", () => {
  it("signs up, subscribes to Pro, sees the plan and credits, then cancels in the portal", async () => {
    const page = await b.newPage();
    const email = uniqueEmail("billing");

    // Signed out, the plan's button leads to sign-up and remembers the plan.
    await page.goto("/pricing");
    await page.locator('article[data-plan="pro"]').getByRole("link", { name: "Get Pro" }).click();
    await page.waitForURL(
      (url) => url.pathname === "/signup" && url.searchParams.get("redirect") === "/pricing?plan=pro",
    );
    await page.getByLabel("Name").fill("Billie Buyer");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel("Confirm password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    const mail = await latestMail(b.baseUrl, email, /Verify/);
    await page.goto(firstLink(mail.text));
    await page.waitForURL((url) => url.pathname !== "/api/auth/verify-email");

    // Signed in, the same button starts checkout on the local provider.
    await page.goto("/pricing?plan=pro");
    await page.locator('article[data-plan="pro"]').getByRole("button", { name: "Get Pro" }).click();
    await payWithTestCard(page);

    // Back on /account?from=checkout: synced, then the query string is dropped.
    await page.waitForURL((url) => url.pathname === "/account" && url.search === "");
    await page.getByText("5,000 requests used this cycle.", { exact: false }).waitFor();
    await page.getByText("0 / 5,000 requests used this cycle.").waitFor();
    const card = page.locator("section", { hasText: "Request Usage & Subscription" });
    await card.getByText("Pro", { exact: true }).waitFor();
    // The status reads as a word, not the provider's raw value.
    await card.getByText("Active", { exact: true }).waitFor();
    await page.getByText("Checkout complete: your plan is updated.").waitFor();
    await b.screenshot(page, "billing-account-pro");

    // Pricing now shows Pro as the current plan instead of a second checkout the server would refuse.
    await page.goto("/pricing");
    await page.locator('article[data-plan="pro"]').getByRole("link", { name: "Your current plan · Manage" }).waitFor();
    expect(await page.locator('article[data-plan="pro"]').getByRole("button", { name: "Get Pro" }).count()).toBe(0);
    await page.goto("/account");

    await card.getByRole("button", { name: "Manage Subscription" }).click();
    await page.waitForURL("**/billing/local-portal?session=*");
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel plan" }).click();
    await expect.poll(() => page.getByTestId("plan-period").textContent()).toMatch(/^Cancels on /);
    const endDate = (await page.getByTestId("plan-period").textContent())?.replace("Cancels on ", "") ?? "";

    await page.getByRole("link", { name: "Back to Goji" }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    await card.getByText(`Cancels on ${endDate}`).waitFor();
    await b.screenshot(page, "billing-account-canceling");
  });

  it("lets a studio owner subscribe the studio from the Billing tab, raising the studio's pool", async () => {
    const { page } = await newSignedInPage(b, { name: "Olivia Owner" });
    await page.evaluate(async () => {
      const res = await fetch("/api/account/create-studio", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Checkout Studio" }),
      });
      const { organizationId } = (await res.json()) as { organizationId: string };
      await fetch("/api/auth/organization/set-active", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ organizationId }),
      });
    });

    await page.goto("/account");
    await page.getByRole("tab", { name: "Billing" }).click();
    await page.getByTestId("studio-plan").filter({ hasText: "No plan" }).waitFor();
    await page.getByRole("button", { name: "Subscribe to Studio" }).click();
    await payWithTestCard(page);

    // Back on the Billing tab, where the checkout started; the sync drops `from`.
    await page.waitForURL((url) => url.pathname === "/account" && url.search === "?tab=billing");
    await page.getByRole("tab", { name: "Billing", selected: true }).waitFor();
    await page.getByTestId("studio-plan").filter({ hasText: "Studio" }).waitFor();
    await page.getByText("0 / 30,000 credits used this cycle", { exact: false }).waitFor();
    await b.screenshot(page, "billing-studio-tab");

    // The portal's way back leads to the same tab.
    await page.getByRole("button", { name: "Manage Subscription" }).click();
    await page.waitForURL("**/billing/local-portal?session=*");
    await page.getByRole("link", { name: "Back to Goji" }).click();
    await page.waitForURL((url) => url.pathname === "/account" && url.search === "?tab=billing");
    await page.getByRole("tab", { name: "Billing", selected: true }).waitFor();
  });
});
