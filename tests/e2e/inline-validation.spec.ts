import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { newSignedInPage } from "./support/session.ts";
import { createStudioViaApi } from "./support/studio.ts";

const b = useBrowser();

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
