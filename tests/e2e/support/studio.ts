import type { Page } from "playwright-core";

/** Creates a studio through the API from inside a signed-in page (not made active); returns its id. */
export async function createStudioViaApi(page: Page, name: string): Promise<string> {
  const created = await page.evaluate(async (studioName) => {
    const response = await fetch("/api/account/create-studio", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: studioName }),
    });
    return (await response.json()) as { organizationId?: string };
  }, name);
  if (!created.organizationId) throw new Error(`creating studio ${name} failed`);
  return created.organizationId;
}
