import type { Page } from "playwright-core";
import { inject } from "vitest";
import { createVerifiedUser } from "./accounts.ts";
import type { BrowserHarness, NewPageOptions } from "./browser.ts";

export interface TestUser {
  email: string;
  password: string;
  name: string;
}

/**
 * Signs in through better-auth's HTTP API inside the page's own browser context, so the session cookie lands
 * in the context's cookie jar exactly as a sign-in would leave it; then opens `path`. For tests in which the
 * sign-in form is not what is under test (auth.spec.ts covers the form).
 */
export async function signInViaApi(page: Page, user: Pick<TestUser, "email" | "password">, path = "/account") {
  const response = await page.context().request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { origin: inject("baseUrl") },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  if (path) await page.goto(path);
}

/** A new page signed in as `user` (a fresh verified account when none is given), opened on `path`. */
export async function newSignedInPage(
  harness: BrowserHarness,
  options: NewPageOptions & { user?: TestUser; name?: string; path?: string } = {},
): Promise<{ page: Page; user: TestUser }> {
  const { user: given, name, path = "/account", ...pageOptions } = options;
  const [user, page] = await Promise.all([
    given ?? createVerifiedUser(harness.baseUrl, name ? { name } : {}),
    harness.newPage(pageOptions),
  ]);
  await signInViaApi(page, user, path);
  return { page, user };
}
