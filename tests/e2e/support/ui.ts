import { expect } from "vitest";
import type { Page } from "playwright-core";

/** Signs in through /login; waits until the browser has left the login page. */
export async function signInViaUi(page: Page, email: string, password: string, path = "/login"): Promise<void> {
  await page.goto(path);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

export async function signOutViaUi(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Open account menu" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect.poll(() => page.getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
}

/**
 * What has focus: its tag and accessible name (aria-label, else its labelling element's text, else its own text);
 * `{ tag: "body" }` when focus was lost.
 */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const labelledBy = el?.getAttribute("aria-labelledby");
    const labelling = labelledBy ? document.getElementById(labelledBy) : null;
    return {
      tag: el?.tagName.toLowerCase() ?? "",
      label: el?.getAttribute("aria-label") ?? (labelling ?? el)?.textContent?.trim(),
    };
  });
