import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { newSignedInPage } from "./support/session.ts";

// Studio settings and ownership (issue 16) in the browser, at a desktop and a phone width.
const b = useBrowser();
const WIDTHS = [1280, 375] as const;

/** POST from inside the page, with its session cookie; the parsed JSON answer. */
const postJson = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    },
    { path, body },
  );

/** A studio owned by the page's user, made active, with its settings view open. */
async function studioOf(page: Page, name: string): Promise<string> {
  const { organizationId } = (await postJson(page, "/api/account/create-studio", { name })) as {
    organizationId: string;
  };
  await postJson(page, "/api/auth/organization/set-active", { organizationId });
  await page.goto("/account");
  await page.getByRole("heading", { name: `${name} Settings` }).waitFor();
  return organizationId;
}

/** `member` joins the studio as a Member (invited by the owner's page, accepted from theirs) and opens it. */
async function join(owner: Page, member: { page: Page; user: { email: string } }, organizationId: string) {
  const invitation = await postJson(owner, "/api/auth/organization/invite-member", {
    organizationId,
    email: member.user.email,
    role: "member",
  });
  await postJson(member.page, "/api/auth/organization/accept-invitation", { invitationId: invitation.id });
  await postJson(member.page, "/api/auth/organization/set-active", { organizationId });
}

const switcher = (page: Page) => page.getByRole("button", { name: /Switch studio/ });

/** Every tab of the studio's tab row lies inside the viewport (the row wraps rather than scrolling them away). */
async function expectAllTabsVisible(page: Page) {
  const viewport = page.viewportSize()?.width ?? 0;
  const tabs = page.getByRole("tablist", { name: "Studio settings" }).getByRole("tab");
  expect(await tabs.count()).toBeGreaterThan(0);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    const label = await tab.textContent();
    expect(box, `${label}`).not.toBeNull();
    expect(box!.x, `${label}`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${label}`).toBeLessThanOrEqual(viewport);
  }
}

/** What has focus: its role or tag and its accessible name (aria-label, or the labelling element's text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const labelledBy = el?.getAttribute("aria-labelledby");
    return {
      role: el?.getAttribute("role") ?? el?.tagName.toLowerCase() ?? "",
      label: el?.getAttribute("aria-label") ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null),
    };
  });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe.each(WIDTHS)("studio settings at %i px", (width) => {
  const height = width < 600 ? 812 : 900;

  it("renames the studio, changes and removes its logo, and deletes it after its name is typed", async () => {
    const { page } = await newSignedInPage(b, { width, height, name: "Stella Settings" });
    await studioOf(page, "Old Lantern");
    // All five tabs (Settings last) are on screen, down to a 320 px phone; the arrow keys still move along them.
    await expectAllTabsVisible(page);
    if (width < 600) {
      await page.setViewportSize({ width: 320, height });
      await expectAllTabsVisible(page);
      await b.screenshot(page, "studio-tabs-320");
      await page.setViewportSize({ width, height });
    }
    await page.getByRole("tab", { name: "My Account" }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.getByRole("tab", { name: "Settings", selected: true }).waitFor();
    await page.getByRole("tab", { name: "Settings" }).click();

    // Rename, with the create form's rules checked as one types.
    const name = page.getByLabel("Studio name");
    await name.fill("x");
    await page.getByText("Studio name must be at least 2 characters.").waitFor();
    expect(await page.getByRole("button", { name: "Save name" }).isDisabled()).toBe(true);
    await name.fill("  New Lantern  ");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.getByText("Studio renamed to New Lantern").waitFor();
    await page.getByRole("heading", { name: "New Lantern Settings" }).waitFor();
    await expect.poll(() => switcher(page).textContent()).toContain("New Lantern");

    // A logo, through the avatar's uploader; the switcher shows it without a reload.
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#b7791f" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Choose a studio logo")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await page.getByText("Studio logo updated").waitFor();
    await expect
      .poll(() =>
        switcher(page)
          .locator("img")
          .getAttribute("src")
          .catch(() => null),
      )
      .toMatch(/^\/api\/images\//);
    await page.getByRole("button", { name: "Change logo" }).waitFor();
    await expectNoSidewaysScroll(page);
    await b.screenshot(page, `studio-settings-${width}`);

    // A web page named .png is refused by the server, and the logo stays.
    b.allowConsoleErrors(page, /status of 415 .*\/api\/organization\/.*\/logo/);
    await page.getByLabel("Choose a studio logo").setInputFiles({
      name: "evil.png",
      mimeType: "image/png",
      buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
    });
    await page.getByText("Upload a PNG, JPEG or WebP image.").waitFor();
    expect(await switcher(page).locator("img").count()).toBe(1);

    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await page.getByText("Studio logo removed").waitFor();
    await expect.poll(() => switcher(page).locator("img").count()).toBe(0);
    await page.getByRole("button", { name: "Upload logo" }).waitFor();

    // Delete: outlined until the confirmation, whose button is the filled one (decision 034); the button works
    // only once the exact name is typed.
    const look = (button: ReturnType<Page["getByRole"]>) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, border: style.borderTopWidth, color: style.color };
      });
    const opener = await look(page.getByRole("button", { name: "Delete studio" }));
    await page.getByRole("button", { name: "Delete studio" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete studio" });
    const confirm = dialog.getByRole("button", { name: "Delete studio" });
    const filled = await look(confirm);
    expect(filled.background).toBe("rgb(185, 28, 28)"); // danger
    expect(opener.background).not.toBe(filled.background);
    expect(opener.border).toBe("1px");
    expect(opener.color).not.toBe(filled.color);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type New Lantern to confirm/).fill("new lantern");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type New Lantern to confirm/).fill("New Lantern");
    await b.screenshot(page, `studio-delete-dialog-${width}`);
    await confirm.click();
    await page.getByText("New Lantern was deleted").waitFor();
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    // The Settings tab went with the studio: the address no longer names it.
    await expect.poll(() => new URL(page.url()).searchParams.has("tab")).toBe(false);
    // It was the user's only studio: the switcher is gone, and the studio with it after a reload too.
    await expect.poll(() => switcher(page).count()).toBe(0);
    await page.reload();
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    expect(await switcher(page).count()).toBe(0);
  });

  it("transfers ownership, then the former owner leaves and the new owner keeps the studio", async () => {
    const owner = await newSignedInPage(b, { width, height, name: "Ada Owner" });
    const teammate = await newSignedInPage(b, { width, height, name: "Ben Teammate" });
    const studioId = await studioOf(owner.page, "Handover Studio");
    await join(owner.page, teammate, studioId);

    // A plain member sees no Settings tab, and a link to it opens My Account instead.
    await teammate.page.goto("/account?tab=settings");
    await teammate.page.getByRole("heading", { name: "Handover Studio Settings" }).waitFor();
    await teammate.page.getByRole("tab", { name: "My Account", selected: true }).waitFor();
    expect(await teammate.page.getByRole("tab", { name: "Settings" }).count()).toBe(0);

    // The only owner is told why they cannot step down or leave, and cannot step down.
    await owner.page.reload();
    await owner.page.getByRole("tab", { name: "Members" }).click();
    const notice = owner.page.getByText("You are this studio's only owner");
    await notice.waitFor();
    await owner.page.getByRole("button", { name: "Your ownership" }).click();
    const stepDown = owner.page.getByRole("menuitem", { name: "Step down to Admin" });
    expect(await stepDown.getAttribute("aria-disabled")).toBe("true");
    await owner.page
      .getByText("The last owner of a studio cannot be demoted. Make another member an owner first.")
      .waitFor();
    await b.screenshot(owner.page, `studio-last-owner-${width}`);
    await owner.page.keyboard.press("Escape");

    // The Leave dialog says what to do and takes the owner there.
    await owner.page.getByRole("tab", { name: "My Account" }).click();
    await owner.page.getByRole("button", { name: "Leave studio" }).click();
    const cannotLeave = owner.page.getByRole("dialog", { name: "You cannot leave yet" });
    await cannotLeave
      .getByText(
        "You are the only owner of Handover Studio, and a studio needs an owner. Make another member an owner on the Members tab (Make owner in the menu beside their name), then leave — or delete the studio on the Settings tab.",
      )
      .waitFor();
    await b.screenshot(owner.page, `studio-leave-last-owner-${width}`);
    await cannotLeave.getByRole("button", { name: "Go to Members" }).click();
    await owner.page.getByRole("tab", { name: "Members", selected: true }).waitFor();
    // …with focus on the Members tab's content, not left on <body> with the Leave button's tab gone.
    await expect.poll(() => focused(owner.page)).toEqual({ role: "tabpanel", label: "Members" });
    // The tab is in the address: a reload (or the link) opens it again.
    expect(new URL(owner.page.url()).searchParams.get("tab")).toBe("members");
    await owner.page.reload();
    await owner.page.getByRole("tab", { name: "Members", selected: true }).waitFor();

    // Make Ben an owner.
    await owner.page.getByRole("button", { name: "Actions for Ben Teammate" }).click();
    await owner.page.getByRole("menuitem", { name: "Make owner" }).click();
    await owner.page.getByRole("dialog", { name: "Make owner" }).getByRole("button", { name: "Make owner" }).click();
    await owner.page.getByText("Ben Teammate is now an Owner").waitFor();
    // Ben's menu is gone with his new role: focus goes to the members list, not to <body>.
    await expect.poll(() => focused(owner.page)).toEqual({ role: "ul", label: "Studio members" });
    await expect.poll(() => notice.count()).toBe(0);
    await owner.page.getByRole("button", { name: "Your ownership" }).click();
    expect(
      await owner.page.getByRole("menuitem", { name: "Step down to Admin" }).getAttribute("aria-disabled"),
    ).toBeNull();
    await owner.page.keyboard.press("Escape");

    // Now Ada may leave. My Account is the view's first tab: its address has no tab.
    await owner.page.getByRole("tab", { name: "My Account" }).click();
    await expect.poll(() => new URL(owner.page.url()).search).toBe("");
    await owner.page.getByRole("button", { name: "Leave studio" }).click();
    const leave = owner.page.getByRole("dialog", { name: "Leave studio" });
    await leave.getByText(/You are an owner; the other owners keep the studio/).waitFor();
    await leave.getByRole("button", { name: "Leave studio" }).click();
    await owner.page.getByText("You left Handover Studio").waitFor();
    await owner.page.getByRole("heading", { name: "Account Settings" }).waitFor();
    // The studio view and the dialog's opener are gone: focus is on the personal view's heading, not on <body>.
    await expect.poll(() => owner.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 3))).toBe("<h1");
    expect(await owner.page.evaluate(() => document.activeElement?.textContent)).toBe("Account Settings");

    // Ben is the studio's owner, its only member, and sees its settings.
    await teammate.page.reload();
    await teammate.page.getByRole("heading", { name: "Handover Studio Settings" }).waitFor();
    await teammate.page.getByRole("tab", { name: "Members" }).click();
    const members = teammate.page.getByRole("list", { name: "Studio members" });
    await members.getByText("Ben Teammate").waitFor();
    await expect.poll(() => members.getByText("Ada Owner").count()).toBe(0);
    await members.getByText("Owner", { exact: true }).waitFor();
    await teammate.page.getByRole("tab", { name: "Settings" }).waitFor();
    await expectNoSidewaysScroll(teammate.page);
    await b.screenshot(teammate.page, `studio-new-owner-${width}`);
  });
});

describe("a studio deleted while a member has it open", () => {
  it("says it is gone and returns the member to their personal account", async () => {
    const owner = await newSignedInPage(b, { name: "Dora Deleter" });
    const member = await newSignedInPage(b, { name: "Milo Member" });
    const studioId = await studioOf(owner.page, "Vanishing Studio");
    await join(owner.page, member, studioId);
    await member.page.goto("/account?tab=usage");
    await member.page.getByRole("heading", { name: "Vanishing Studio Settings" }).waitFor();

    await postJson(owner.page, "/api/auth/organization/delete", { organizationId: studioId });
    // The member's next look at the studio is answered 404, which the browser logs; the page then says why.
    b.allowConsoleErrors(member.page, /status of 404/);
    await member.page.getByRole("tab", { name: "Members" }).click();
    await member.page
      .getByText("Vanishing Studio is no longer available: it was deleted, or you were removed from it.")
      .waitFor();
    await member.page.getByRole("heading", { name: "Account Settings" }).waitFor();
    await expect.poll(() => new URL(member.page.url()).searchParams.has("tab")).toBe(false);
    // The switchers no longer list it.
    expect(await member.page.getByRole("button", { name: /Switch studio/ }).count()).toBe(0);
  });
});
