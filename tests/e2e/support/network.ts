import type { Page } from "playwright-core";

/**
 * Holds back every request matching `url` (as a slow network would) until the returned `release` is called;
 * the held requests then go through unchanged.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
