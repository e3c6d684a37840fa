import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, E2E_PASSWORD, uniqueEmail } from "./support/accounts.ts";
import { useBrowser } from "./support/browser.ts";
import { newSignedInPage } from "./support/session.ts";

const b = useBrowser();

const PUBLIC_ROUTES = [
  "/",
  "/pricing",
  "/docs/getting-started/01-welcome-to-goji",
  "/docs/reference/plugin-api",
  "/login",
  "/signup",
  "/forgot-password",
  "/contact",
  "/terms",
  "/privacy",
  "/device",
];
const SIGNED_IN_ROUTES = ["/account", "/create-organization", "/device"];
const ADMIN_EMAIL = "admin@e2e.test"; // ADMIN_EMAILS of the e2e server (support/global-setup.ts)

/**
 * Opens a route, lets it settle, and returns how far it is wider than the window (0 when it fits), with the
 * innermost elements reaching past the right edge, so a failure names what to fix.
 */
async function overflowAt(page: Page, path: string) {
  await page.goto(path);
  await page.locator("main").waitFor();
  await page.waitForLoadState("networkidle");
  const { overflow, culprits } = await page.evaluate(() => {
    const width = window.innerWidth;
    const past = [...document.querySelectorAll("body *")].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5,
    );
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprits: innermost.slice(0, 3).map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120)),
    };
  });
  return { path, overflow, culprits: overflow > 0 ? culprits : [] };
}

describe("no horizontal overflow at 320 px", () => {
  it("on every public page", async () => {
    const page = await b.newPage({ width: 320, height: 640 });
    for (const path of PUBLIC_ROUTES) expect(await overflowAt(page, path)).toEqual({ path, overflow: 0, culprits: [] });
  });

  it("on the signed-in pages", async () => {
    const { page } = await newSignedInPage(b, { width: 320, height: 640 });
    for (const path of SIGNED_IN_ROUTES)
      expect(await overflowAt(page, path)).toEqual({ path, overflow: 0, culprits: [] });
  });

  it("on the local checkout, and with the account menu open for a long name", async () => {
    const { page } = await newSignedInPage(b, {
      width: 320,
      height: 640,
      name: "Maximiliana Wolfeschlegelsteinhausen-Bergerdorff",
    });
    // The checkout's single column was held wider than the phone by its widest content.
    const checkout = await page.evaluate(async () => {
      const res = await fetch("/api/billing/checkout", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ planId: "pro" }),
      });
      return ((await res.json()) as { url: string }).url;
    });
    const path = new URL(checkout).pathname + new URL(checkout).search;
    expect(await overflowAt(page, path)).toEqual({ path, overflow: 0, culprits: [] });

    // The menu stays inside the screen, 8 px from its edges, and the name ends in "…" instead of pushing it out.
    await page.goto("/account");
    await page.getByRole("button", { name: "Open account menu" }).click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    const box = await menu.boundingBox();
    expect(box && box.x >= 8 && box.x + box.width <= 320 - 8).toBe(true);
    const name = menu.getByText("Maximiliana Wolfeschlegelsteinhausen-Bergerdorff");
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true); // cut with an ellipsis
  });

  it("on the admin pages", async () => {
    // The e2e admin may exist already (another spec signed it up on this server).
    await createVerifiedUser(b.baseUrl, { email: ADMIN_EMAIL, name: "Ada Admin" }).catch(() => undefined);
    const { page } = await newSignedInPage(b, {
      width: 320,
      height: 640,
      user: { email: ADMIN_EMAIL, password: E2E_PASSWORD, name: "Ada Admin" },
      path: "/admin",
    });
    expect(await overflowAt(page, "/admin")).toEqual({ path: "/admin", overflow: 0, culprits: [] });
    await b.screenshot(page, "admin-320");

    // A user's page: the e-mail and the join date under the name wrap rather than cut the date off.
    await page.locator('a[href^="/admin/users/"]').first().click();
    const line = page.locator("main p").filter({ hasText: "joined" }).first();
    await line.waitFor();
    expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await line.textContent()).toMatch(/joined [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });
});

describe("phone forms", () => {
  it("use 16 px inputs on phones (no zoom on focus) and show one logo on the auth pages", async () => {
    const page = await b.newPage({ width: 375 });
    await page.goto("/signup");
    const fontSize = await page.getByLabel("E-mail").evaluate((el) => getComputedStyle(el).fontSize);
    expect(fontSize).toBe("16px");
    expect(await page.getByRole("link", { name: "Goji home" }).count()).toBe(1);
    await b.screenshot(page, "signup-375");
  });
});

describe("long e-mail addresses on phones", () => {
  it("wrap before the @, the mailbox and the domain each whole, on the account page", async () => {
    // Too long for one line beside its Change button at 375 px; each part fits on its own, hyphens and all.
    const email = `lena-long-${Date.now().toString(36)}@lumen-works.test`;
    const user = await createVerifiedUser(b.baseUrl, { email, name: "Lena Long" });
    const { page } = await newSignedInPage(b, { width: 375, user });
    const address = page.getByText(email, { exact: true });
    await address.waitFor();
    const parts = await address.evaluate((element) =>
      [...element.querySelectorAll(":scope > span")].map((part) => {
        const range = document.createRange();
        range.selectNodeContents(part);
        return {
          text: part.textContent,
          lines: new Set([...range.getClientRects()].map((r) => r.top)).size,
          top: part.getBoundingClientRect().top,
        };
      }),
    );
    const at = email.indexOf("@");
    expect(parts.map(({ text, lines }) => ({ text, lines }))).toEqual([
      { text: email.slice(0, at), lines: 1 },
      { text: email.slice(at), lines: 1 },
    ]);
    expect(parts[1]!.top).toBeGreaterThan(parts[0]!.top);
    await b.screenshot(page, "account-long-email-375");
  });

  it("wrap inside a mailbox longer than the line, with no horizontal overflow at 320 px", async () => {
    const email = `${"averyverylongmailboxname".repeat(2)}${Date.now().toString(36)}@lumen-works.test`;
    const user = await createVerifiedUser(b.baseUrl, { email, name: "Lena Longer" });
    const { page } = await newSignedInPage(b, { width: 320, height: 640, user });
    await page.getByText(email, { exact: true }).waitFor();
    expect(await overflowAt(page, "/account")).toEqual({ path: "/account", overflow: 0, culprits: [] });
  });
});

describe("mail on a 320 px screen", () => {
  it("fits the dev outbox and an e-mail's preview (a phone's mail app shows the same HTML)", async () => {
    const email = uniqueEmail("narrow-mail");
    const signUp = await fetch(new URL("/api/auth/sign-up/email", b.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json", origin: b.baseUrl },
      body: JSON.stringify({ email, password: E2E_PASSWORD, name: "Narrow Reader" }),
    });
    expect(signUp.ok).toBe(true);
    const page = await b.newPage({ width: 320, height: 640 });
    const wider = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto(`/dev/mail?to=${encodeURIComponent(email)}`);
    await page.getByRole("heading", { name: "Dev outbox" }).waitFor();
    expect(await wider()).toBe(0);
    await page.getByRole("link", { name: "Verify your e-mail for Goji" }).click();
    await page.getByRole("heading", { name: "Welcome to Goji, Narrow Reader!" }).waitFor();
    expect(await wider()).toBe(0);
    const card = await page.locator(".mail-card").boundingBox();
    expect(card && card.x >= 0 && card.x + card.width <= 320).toBe(true);
  });
});
