import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { newSignedInPage } from "./support/session.ts";
import { createStudioViaApi } from "./support/studio.ts";

const b = useBrowser();

/** Whether a computed colour (`rgb(…)`, `oklch(…)`, as Chromium reports it) is one whose red clearly leads. */
async function reddishIn(page: Page, color: string): Promise<boolean> {
  return page.evaluate((value) => {
    // The canvas turns any CSS colour into sRGB bytes.
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
    return red > green + 60 && red > blue + 60;
  }, color);
}

describe("inline explanations instead of disabled buttons (issue 19)", () => {
  it("Create account, submitted empty, says what is missing beside each field", async () => {
    const page = await b.newPage({ width: 375 });
    await page.goto("/signup");
    const create = page.getByRole("button", { name: "Create account" });
    expect(await create.isDisabled()).toBe(false);
    await create.click();
    expect(await page.getByText("Required", { exact: true }).count()).toBe(2);
    await page.getByText("Password must be at least 8 characters long.").waitFor();
    expect(await page.getByLabel("Name").getAttribute("aria-invalid")).toBe("true");
    await b.screenshot(page, "signup-empty-submit-375");
  });

  it("shows focus on a field in another colour than a wrong value, in both themes", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await b.newPage({ colorScheme });
      await page.goto("/signup");
      const name = page.getByLabel("Name");
      const email = page.getByLabel("E-mail");
      const border = (field: typeof name) => field.evaluate((element) => getComputedStyle(element).borderColor);
      await page.getByRole("button", { name: "Create account" }).click();
      expect(await email.getAttribute("aria-invalid")).toBe("true");
      await email.fill("someone@example.com");
      await expect.poll(() => email.getAttribute("aria-invalid")).toBeNull();
      await email.focus();
      // The brand colour is a red: a focused field that is fine must not look like the wrong one beside it.
      const wrong = await border(name);
      const focusedFine = await border(email);
      expect(await reddishIn(page, wrong), `${colorScheme}: a wrong field's border ${wrong}`).toBe(true);
      expect(await reddishIn(page, focusedFine), `${colorScheme}: a focused field's border ${focusedFine}`).toBe(false);
      await name.focus();
      expect(await border(name), `${colorScheme}: a wrong field keeps its red while focused`).toBe(wrong);
    }
  });

  it("Send invitation explains a missing or malformed address; an allocation of 'abc' says what to enter", async () => {
    const { page } = await newSignedInPage(b);
    await createStudioViaApi(page, "Inline Studio");
    await page.reload();
    await page.getByRole("heading", { name: "Inline Studio Settings" }).waitFor();

    await page.getByRole("tab", { name: "Members" }).click();
    const send = page.getByRole("button", { name: "Send invitation" });
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await page.getByText("Required", { exact: true }).waitFor();
    await page.getByPlaceholder("teammate@studio.com").fill("not-an-address");
    await send.click();
    await page.getByText("Invalid e-mail address").waitFor();

    await page.getByRole("tab", { name: "Usage" }).click();
    const allocation = page.getByLabel(/^Credit allocation for/).first();
    await allocation.fill("abc");
    const save = page.getByRole("button", { name: "Save" }).first();
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText("Enter a whole number of credits, or leave empty to share.").waitFor();
    expect(await allocation.getAttribute("aria-invalid")).toBe("true");
  });
});
