import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, E2E_PASSWORD, firstLink, latestMail, uniqueEmail } from "./support/accounts.ts";
import { useBrowser } from "./support/browser.ts";
import { newSignedInPage, signInViaApi } from "./support/session.ts";
import { focused, signInViaUi } from "./support/ui.ts";

// Account self-service in the browser (issue 16), at a desktop and a phone width.
const b = useBrowser();
const WIDTHS = [1280, 375] as const;

async function signedInPage(width: number, name = "Pat Profile") {
  const { user, page } = await newSignedInPage(b, { width, height: width < 600 ? 812 : 900, name });
  await page.getByRole("heading", { name: "Account Settings" }).waitFor();
  return { user, page };
}

const card = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function sessionOf(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch("/api/auth/get-session", { credentials: "include" });
    return (await response.json()) as { user: { email: string; image: string | null } } | null;
  });
}

describe.each(WIDTHS)("account self-service at %i px", (width) => {
  it("changes the password, signing out the other devices", async () => {
    const { user, page } = await signedInPage(width);
    const otherDevice = await b.newPage();
    await signInViaApi(otherDevice, user);
    // The other device has its account page open, sessions loaded. A request it still has in flight when it is
    // signed out is refused, as it would be for a person's other laptop.
    await otherDevice.getByText("This device").waitFor();
    b.allowConsoleErrors(otherDevice, /status of 401 /);

    const password = card(page, "Password");
    await password.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change password" });
    await dialog.getByLabel("Current password").fill("not-my-password-1");
    await dialog.getByLabel("New password", { exact: true }).fill("short");
    await dialog.getByLabel("New password", { exact: true }).blur();
    await dialog.getByText("Password must be at least 8 characters long.").waitFor();
    await dialog.getByLabel("New password", { exact: true }).fill("brand-new-pass-2");
    await dialog.getByLabel("Confirm new password").fill("brand-new-pass-2");
    expect(await dialog.getByLabel("Log out of all other devices").isChecked()).toBe(true);
    await b.screenshot(page, `account-change-password-${width}`);
    b.allowConsoleErrors(page, /status of 400 .*\/api\/auth\/change-password/);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await dialog.getByText("Your current password is incorrect.").waitFor();
    // Nothing typed is lost on a refusal.
    expect(await dialog.getByLabel("New password", { exact: true }).inputValue()).toBe("brand-new-pass-2");

    await dialog.getByLabel("Current password").fill(user.password);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Password changed. Other devices were signed out.").waitFor();
    expect(await dialog.isVisible()).toBe(false);
    expect(await sessionOf(page)).not.toBeNull();
    expect(await sessionOf(otherDevice)).toBeNull();
    await latestMail(b.baseUrl, user.email, /password was changed/);

    const fresh = await b.newPage({ width });
    await signInViaUi(fresh, user.email, "brand-new-pass-2");
    expect(new URL(fresh.url()).pathname).toBe("/account");
  });

  it("changes the e-mail address through the link sent to the new one", async () => {
    const { user, page } = await signedInPage(width);
    const newEmail = uniqueEmail("moved");
    const profile = card(page, "Profile Information");
    await profile.getByRole("button", { name: "Change", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Change e-mail address" });
    await dialog.getByText(`You sign in with ${user.email}. We confirm the new address before it is used.`).waitFor();
    await dialog.getByLabel("New e-mail address").fill(newEmail);
    await dialog.getByLabel("Current password").fill(user.password);
    await b.screenshot(page, `account-change-email-${width}`);
    await dialog.getByRole("button", { name: "Send confirmation link" }).click();
    const sent = page.getByRole("dialog", { name: "Check your new inbox" });
    await sent.getByText(newEmail).waitFor();
    await sent.getByText(`your address changes only then, and ${user.email} is told.`).waitFor();
    await sent.getByRole("button", { name: "Done" }).click();
    // Nothing changes until the link is opened.
    expect((await sessionOf(page))?.user.email).toBe(user.email);

    const mail = await latestMail(b.baseUrl, newEmail, /Confirm your new e-mail/);
    await page.goto(firstLink(mail.text));
    await page.waitForURL((url) => url.pathname === "/account" && url.searchParams.get("from") === "email-change");
    await page.getByText("Your e-mail address was changed").waitFor();
    await page.getByText(`Sign in with ${newEmail} from now on.`).waitFor();
    await card(page, "Profile Information").getByText(newEmail).waitFor();
    await b.screenshot(page, `account-email-changed-${width}`);
    await latestMail(b.baseUrl, user.email, /e-mail address was changed/);

    // The link works once.
    await page.goto(firstLink(mail.text));
    await page.getByText("This link was already used.", { exact: false }).waitFor();
    await expectNoSidewaysScroll(page);
  });

  it("uploads and removes a profile picture, and the header follows without a reload", async () => {
    const { page } = await signedInPage(width, "Avery Avatar");
    const profile = card(page, "Profile Information");
    const headerAvatar = page.getByRole("button", { name: "Open account menu" });
    expect(await headerAvatar.textContent()).toBe("A");

    const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: "#2f855a" } })
      .png()
      .toBuffer();
    await profile
      .getByLabel("Choose a profile picture")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByText("Profile picture updated").waitFor();
    await expect
      .poll(async () =>
        headerAvatar
          .locator("img")
          .getAttribute("src")
          .catch(() => null),
      )
      .toMatch(/^\/api\/images\//);
    await profile.getByRole("button", { name: "Change picture" }).waitFor();
    await b.screenshot(page, `account-avatar-${width}`);

    // A web page pretending to be a picture is refused by the server, whatever its name says.
    b.allowConsoleErrors(page, /status of 415 .*\/api\/account\/avatar/);
    await profile.getByLabel("Choose a profile picture").setInputFiles({
      name: "evil.png",
      mimeType: "image/png",
      buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
    });
    await profile.getByText("Upload a PNG, JPEG or WebP image.").waitFor();
    // Too big is caught before uploading.
    await profile.getByLabel("Choose a profile picture").setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(2 * 1024 * 1024),
    });
    await profile.getByText("The image is larger than 1 MB. Choose a smaller one.").waitFor();
    expect(await headerAvatar.locator("img").getAttribute("src")).toMatch(/^\/api\/images\//);

    await profile.getByRole("button", { name: "Remove" }).click();
    await page.getByText("Profile picture removed").waitFor();
    await expect.poll(() => headerAvatar.textContent()).toBe("A");
    expect(await headerAvatar.locator("img").count()).toBe(0);

    // The name, with sign-up's rules; the header's initial and menu follow.
    await profile.getByRole("button", { name: "Edit name" }).click();
    await profile.getByLabel("Name", { exact: true }).fill("   ");
    await profile.getByText("Name is required.").waitFor();
    await profile.getByLabel("Name", { exact: true }).fill("Blake Renamed");
    await profile.getByRole("button", { name: "Save" }).click();
    await page.getByText("Name updated").waitFor();
    // The form gave way to Edit name, which has focus again (not <body>).
    await expect.poll(() => focused(page)).toEqual({ tag: "button", label: "Edit name" });
    await expect.poll(() => headerAvatar.textContent()).toBe("B");
    await headerAvatar.click();
    await page.getByRole("menu").getByText("Blake Renamed").waitFor();
    await page.keyboard.press("Escape");
    await expectNoSidewaysScroll(page);
  });

  it("exports the data and deletes the account end to end", async () => {
    const { user, page } = await signedInPage(width, "Dana Departing");
    const data = card(page, "Your data");
    const download = page.waitForEvent("download");
    await data.getByRole("button", { name: "Export my data" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^goji-account-data-\d{4}-\d\d-\d\d\.json$/);
    const exported = JSON.parse(readFileSync((await saved.path()) ?? "", "utf8"));
    expect(exported.profile).toMatchObject({ email: user.email, name: "Dana Departing" });

    await data.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account" });
    await dialog.getByText("Your API keys stop working and every device is signed out.").waitFor();
    await dialog.getByLabel("Current password").fill("wrong-password-1");
    b.allowConsoleErrors(page, /status of 400 .*\/api\/auth\/delete-user/);
    await dialog.getByRole("button", { name: "E-mail me the deletion link" }).click();
    await dialog.getByText("Incorrect password.").waitFor();
    await dialog.getByLabel("Current password").fill(E2E_PASSWORD);
    await b.screenshot(page, `account-delete-dialog-${width}`);
    await dialog.getByRole("button", { name: "E-mail me the deletion link" }).click();
    await page.getByRole("dialog", { name: "Check your inbox" }).getByText(user.email).waitFor();

    const mail = await latestMail(b.baseUrl, user.email, /Confirm the deletion/);
    // Opened while signed in to another account, the link says whose it is not, and offers nothing to delete.
    const link = new URL(firstLink(mail.text));
    const other = await newSignedInPage(b, { width, path: link.pathname + link.search });
    await other.page.getByRole("heading", { name: "This deletion link is for another account" }).waitFor();
    expect(await other.page.getByRole("button", { name: "Delete my account" }).count()).toBe(0);
    // The header loads the studio list once it knows the session; one still in flight when the account goes is
    // answered 401, which the browser logs. Waiting for that answer itself holds on a loaded machine too, where
    // the request can start after a moment of network silence (so "networkidle" does not).
    const studioList = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/organization/my-list",
    );
    await page.goto(firstLink(mail.text));
    await page.getByRole("heading", { name: "Delete your account for good?" }).waitFor();
    await expectNoSidewaysScroll(page);
    await b.screenshot(page, `account-delete-confirm-${width}`);
    await studioList;
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("heading", { name: "Your account has been deleted" }).waitFor();
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
    await b.screenshot(page, `account-deleted-${width}`);
    expect(await sessionOf(page)).toBeNull();
    await latestMail(b.baseUrl, user.email, /account was deleted/);
    // The link, opened again, says it no longer works (not "Sign in to delete" an account that is gone).
    await page.goto(firstLink(mail.text));
    await page.getByRole("heading", { name: "This deletion link is invalid or has expired" }).waitFor();

    // The deleted account's credentials no longer sign in.
    b.allowConsoleErrors(page, /status of 401 .*\/api\/auth\/sign-in\/email/);
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "Wrong e-mail or password. Please try again." }).waitFor();
  });
});

describe("deleting an account that still owns a studio", () => {
  it("says which studio needs an owner first, and deletes nothing", async () => {
    const { page } = await signedInPage(1280);
    const other = await createVerifiedUser(b.baseUrl);
    const created = await page.evaluate(async () => {
      const response = await fetch("/api/account/create-studio", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Busy Bees" }),
      });
      return (await response.json()) as { organizationId: string };
    });
    const invite = await page.evaluate(
      async ({ organizationId, email }) =>
        (
          await fetch("/api/auth/organization/invite-member", {
            method: "POST",
            credentials: "include",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ organizationId, email, role: "member" }),
          })
        ).json() as Promise<{ id: string }>,
      { organizationId: created.organizationId, email: other.email },
    );
    const colleague = await b.newPage();
    await signInViaUi(colleague, other.email, other.password);
    await colleague.evaluate(
      async (invitationId) =>
        fetch("/api/auth/organization/accept-invitation", {
          method: "POST",
          credentials: "include",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ invitationId }),
        }),
      invite.id,
    );

    // Creating a studio made it the active one: back to the personal view, where the account is managed.
    await page.evaluate(() =>
      fetch("/api/auth/organization/set-active", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ organizationId: null }),
      }),
    );
    await page.reload();
    await card(page, "Your data").getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account" });
    await dialog.getByText("Your studios need an owner first").waitFor();
    await dialog.getByText("Busy Bees").waitFor();
    expect(await dialog.getByLabel("Current password").count()).toBe(0);
    await b.screenshot(page, "account-delete-blocked-1280");
  });
});

describe("a deletion link that no longer works", () => {
  it("says the link is invalid or expired before offering to delete, and leads back to the account", async () => {
    const { page, user } = await newSignedInPage(b, { path: "/delete-account?token=not-a-real-token" });
    await page.getByRole("heading", { name: "This deletion link is invalid or has expired" }).waitFor();
    expect(await page.getByRole("button", { name: "Delete my account" }).count()).toBe(0);
    await page.getByText("Nothing was deleted.", { exact: false }).waitFor();
    await b.screenshot(page, "account-delete-link-invalid");
    await page.getByRole("link", { name: "Go to my account" }).click();
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    expect(await page.getByText(user.email).count()).toBeGreaterThan(0);
  });
});

describe("site admins", () => {
  it("create a user from /admin with sign-up's rules; the new user verifies the address and signs in", async () => {
    await createVerifiedUser(b.baseUrl, { email: "admin@e2e.test" }).catch(() => undefined);
    const page = await b.newPage();
    await signInViaUi(page, "admin@e2e.test", E2E_PASSWORD);
    await page.goto("/admin");
    await page.getByRole("button", { name: "Create user" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a user" });
    const email = uniqueEmail("created");
    await dialog.getByLabel("Name").fill("Casey Created");
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("letters");
    await dialog.getByLabel("Password", { exact: true }).blur();
    await dialog.getByText("Password must be at least 8 characters long.").waitFor();
    expect(await dialog.getByRole("button", { name: "Create user" }).isDisabled()).toBe(true);
    await dialog.getByLabel("Password", { exact: true }).fill("created-pass-1");
    await dialog.getByLabel("Confirm password").fill("created-pass-1");
    await b.screenshot(page, "admin-create-user-1280");
    await dialog.getByRole("button", { name: "Create user" }).click();
    await page.getByText(`Account created for ${email}. A verification e-mail is on its way.`).waitFor();

    const mail = await latestMail(b.baseUrl, email, /account was created for you/);
    const created = await b.newPage({ width: 375 });
    await created.goto(firstLink(mail.text));
    await created.waitForURL((url) => url.pathname === "/account");
    await created.getByRole("heading", { name: "Account Settings" }).waitFor();
    await card(created, "Profile Information").getByText("Casey Created").waitFor();
  });
});
