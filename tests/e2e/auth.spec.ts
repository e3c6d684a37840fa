import { describe, expect, it } from "vitest";
import { totpCode } from "../../src/server/test-utils/totp.ts";
import {
  E2E_PASSWORD,
  createUnverifiedUser,
  createVerifiedUser,
  firstLink,
  latestMail,
  uniqueEmail,
} from "./support/accounts.ts";
import { useBrowser } from "./support/browser.ts";
import { newSignedInPage, signInViaApi } from "./support/session.ts";
import { signInViaUi, signOutViaUi } from "./support/ui.ts";

const b = useBrowser();

describe("accounts in the browser", () => {
  it("signs up, verifies the e-mail from the outbox, signs out and signs in again", async () => {
    const page = await b.newPage();
    const email = uniqueEmail("signup");
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Sam Signup");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Password", { exact: true }).blur();
    await expect.poll(() => page.getByText("Password must be at least 8 characters long.").isVisible()).toBe(true);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel("Confirm password").fill("different-1");
    await expect.poll(() => page.getByText("Passwords do not match.").isVisible()).toBe(true);
    // Create account stays enabled; submitting keeps the form and its message.
    await page.getByRole("button", { name: "Create account" }).click();
    expect(await page.getByText("Passwords do not match.").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Check your e-mail" }).count()).toBe(0);
    await page.getByLabel("Confirm password").fill(E2E_PASSWORD);
    // A mistyped address is caught with a plain message (not better-auth's "[body.email] …"), nothing lost.
    await page.getByLabel("E-mail").fill("sam@example");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Please enter a valid e-mail address.").waitFor();
    expect(await page.getByLabel("Name").inputValue()).toBe("Sam Signup");
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
    await b.screenshot(page, "signup-check-email");
    // Resending sends once, then the button waits before it can send again.
    await page.getByRole("button", { name: "Resend verification e-mail" }).click();
    await page.getByText("A new verification e-mail is on its way.").waitFor();
    const waiting = page.getByRole("button", { name: /^Resend in \d+ s$/ });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);

    const mail = await latestMail(b.baseUrl, email, /Verify/);
    await page.goto(firstLink(mail.text));
    await page.waitForURL("**/account");
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    await b.screenshot(page, "account-personal");
    await signOutViaUi(page);

    await signInViaUi(page, email, E2E_PASSWORD);
    expect(new URL(page.url()).pathname).toBe("/account");
    await page.getByText("0 / 200 requests used this cycle.").waitFor();
  });

  it("stops an unverified sign-in, mails a fresh link, and the link verifies and signs in", async () => {
    const user = await createUnverifiedUser(b.baseUrl);
    await latestMail(b.baseUrl, user.email, /Verify/); // the sign-up's own
    const page = await b.newPage();
    b.allowConsoleErrors(page, /status of 403 .*\/api\/auth\/sign-in\/email\)$/); // refused: not verified yet
    await page.goto("/login?redirect=/create-organization");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Please verify your e-mail first. We just sent you a new link.").waitFor();
    await page.getByRole("button", { name: "Resend verification e-mail" }).waitFor();
    // A second verification e-mail arrives (the first was the sign-up's).
    const verifyMails = async () => {
      const response = await fetch(
        `${b.baseUrl}/dev/mail?format=json&to=${encodeURIComponent(user.email.toLowerCase())}`,
      );
      const { messages } = (await response.json()) as { messages: Array<{ subject: string }> };
      return messages.filter((message) => /Verify/.test(message.subject)).length;
    };
    await expect.poll(verifyMails, { timeout: 5000 }).toBe(2);
    const fresh = await latestMail(b.baseUrl, user.email, /Verify/);
    await page.goto(firstLink(fresh.text));
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Open account menu" }).waitFor();
  });

  it("says so when a verification link is mistyped or used up, on the page it lands on, until dismissed", async () => {
    const page = await b.newPage();
    await page.goto("/api/auth/verify-email?token=not-a-real-token&callbackURL=%2Faccount");
    await page.waitForURL((url) => url.pathname === "/account" && url.searchParams.get("error") === "INVALID_TOKEN");
    const notice = page.getByRole("alert").filter({ hasText: "This verification link is invalid or has expired" });
    await notice.getByText("sign in with it and we will send you a new link", { exact: false }).waitFor();
    await page.getByRole("link", { name: "Sign In" }).first().waitFor(); // the page itself stays as it is

    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("error")).toBeNull();

    // A link whose own page was the home page: the notice there too.
    await page.goto("/api/auth/verify-email?token=not-a-real-token&callbackURL=%2F");
    await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("error") === "INVALID_TOKEN");
    await notice.waitFor();
  });

  it("shows the signed-out page at the first call refused after the session was ended elsewhere", async () => {
    const user = await createVerifiedUser(b.baseUrl);
    const page = await b.newPage();
    await signInViaApi(page, user);
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    // On another device: sign in, then "Log out everywhere else".
    const other = await b.newPage();
    await signInViaApi(other, user, "");
    const revoked = await other.context().request.post("/api/auth/revoke-other-sessions", {
      headers: { origin: b.baseUrl },
      data: {},
    });
    expect(revoked.ok()).toBe(true);

    b.allowConsoleErrors(page, /status of 401 /);
    await page.getByRole("button", { name: "Generate API Key" }).first().click();
    await page.getByText("Please Sign In").waitFor();
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
  });

  it("sends a visitor who is already signed in on from /login and /signup, to where they would have led", async () => {
    const { page } = await newSignedInPage(b, { path: "/login" });
    await page.waitForURL((url) => url.pathname === "/account");
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    await page.goto("/signup?redirect=%2Fpricing");
    await page.waitForURL((url) => url.pathname === "/pricing");
    expect(await page.getByLabel("E-mail").count()).toBe(0);
  });

  it("refuses a wrong password with a clear message", async () => {
    const user = await createVerifiedUser(b.baseUrl);
    const page = await b.newPage();
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(user.email);
    b.allowConsoleErrors(page, /status of 401 .*\/api\/auth\/sign-in\/email\)$/); // the wrong password's answer
    await page.getByLabel("Password", { exact: true }).fill("not-the-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "Wrong e-mail or password. Please try again." }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");

    // An address that is not one gets the sign-up form's words, not better-auth's "Invalid email".
    b.allowConsoleErrors(page, /status of 400 .*\/api\/auth\/sign-in\/email\)$/);
    await page.getByLabel("E-mail").fill("not-an-address");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter a valid e-mail address." }).waitFor();
  });

  it("resets a forgotten password and shows the success message on /login", async () => {
    const user = await createVerifiedUser(b.baseUrl);
    const page = await b.newPage();
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText(/If an account exists for/).waitFor();

    const mail = await latestMail(b.baseUrl, user.email, /Reset/);
    await page.goto(firstLink(mail.text));
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel("New password", { exact: true }).fill("brand-new-pass-2");
    await page.getByLabel("Confirm new password").fill("brand-new-pass-2");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.waitForURL(/\/login\?success=password-reset/);
    await page.getByText("Your password has been reset. Sign in with your new password.").waitFor();
    await signInViaUi(page, user.email, "brand-new-pass-2", page.url());
    expect(new URL(page.url()).pathname).toBe("/account");

    // The link works once.
    await page.goto(firstLink(mail.text));
    await page.getByText(/expired or was already used/).waitFor();
  });

  it("enables 2FA, signs in with a code and a backup code, regenerates codes and disables it", async () => {
    const { page, user } = await newSignedInPage(b);
    await page.getByRole("button", { name: "Enable 2FA" }).click();
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Continue" }).click();
    // The setup key is shown in groups of four, to read and type; an authenticator takes it without the spaces.
    const shownKey = (await page.getByTestId("totp-setup-key").textContent()) ?? "";
    expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = shownKey.replaceAll(" ", "");
    expect(secret.length).toBeGreaterThan(10);
    expect(await page.locator("svg[role='img'], svg title").first().count()).toBeGreaterThan(0);
    await page.getByRole("list", { name: "Backup codes" }).waitFor();
    const backupCodes = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
    expect(backupCodes.length).toBeGreaterThanOrEqual(10);
    await b.screenshot(page, "2fa-scan");
    await page.getByRole("button", { name: "Next" }).click();
    const verify = page.getByRole("button", { name: "Verify and enable" });
    await page.getByLabel("Verification code").fill("12345");
    expect(await verify.isDisabled()).toBe(true);
    await page.getByLabel("Verification code").fill(totpCode(secret));
    await verify.click();
    await page.getByText("Enabled", { exact: true }).waitFor();
    // Enabling 2FA replaced this device's session: the Sessions card still marks it as this device
    // (a stale list offered to revoke it).
    const sessions = page.locator("section", { hasText: "Devices signed in to your account." });
    await sessions.getByText("This device").waitFor();
    expect(
      await sessions.locator("li", { hasText: "This device" }).getByRole("button", { name: "Revoke" }).count(),
    ).toBe(0);
    await signOutViaUi(page);

    // Sign-in now stops at /verify-2fa; the next step's code (the current one was used) lets us in.
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/verify-2fa");
    // A wrong code says so and empties the field for the next try.
    b.allowConsoleErrors(page, /status of 401 .*\/verify-totp\)$/);
    await page.getByLabel("Verification code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("Invalid verification code.").waitFor();
    expect(await page.getByLabel("Verification code").inputValue()).toBe("");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("totp-code");
    // Someone else's account: the way back to the sign-in form (and Back returns to this step, without another
    // sign-in: the per-address sign-in limit is 5 a minute).
    await page.getByRole("link", { name: "Sign in with another account" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.goBack();
    await page.waitForURL("**/verify-2fa");
    await page.getByLabel("Verification code").fill(totpCode(secret, Date.now(), 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL("**/account");
    await signOutViaUi(page);

    const signInWithBackup = async (code: string) => {
      await page.goto("/login");
      await page.getByLabel("E-mail").fill(user.email);
      await page.getByLabel("Password", { exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL("**/verify-2fa");
      await page.getByRole("button", { name: "Use a backup code instead" }).click();
      // Typed as printed: a phone keyboard neither capitalises nor "corrects" it.
      const field = page.getByLabel("Backup code");
      expect(await field.evaluate((input: HTMLInputElement) => [input.autocapitalize, input.spellcheck])).toEqual([
        "none",
        false,
      ]);
      await field.fill(code);
      await page.getByRole("button", { name: "Verify" }).click();
    };
    await signInWithBackup(backupCodes[0] ?? "");
    await page.waitForURL("**/account");

    await page.getByRole("button", { name: "Regenerate Backup Codes" }).click();
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Regenerate codes" }).click();
    await page.getByRole("list", { name: "Backup codes" }).waitFor();
    const fresh = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
    expect(fresh).toHaveLength(10);
    for (const code of fresh) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(fresh).not.toContain(backupCodes[1]);
    await page.getByRole("button", { name: "Done" }).click();
    await signOutViaUi(page);

    b.allowConsoleErrors(page, /status of 401 .*\/verify-backup-code\)$/); // a replaced code is refused
    await signInWithBackup(backupCodes[1] ?? "");
    await page.getByText("Invalid backup code.").waitFor();
    await page.getByLabel("Backup code").fill(fresh[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL("**/account");

    await page.getByRole("button", { name: "Disable 2FA" }).click();
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Disable 2FA" }).last().click();
    await page.getByText("Disabled", { exact: true }).waitFor();
  });

  it("ignores a redirect to another site after sign-in", async () => {
    const user = await createVerifiedUser(b.baseUrl);
    const page = await b.newPage();
    await signInViaUi(page, user.email, user.password, "/login?redirect=https%3A%2F%2Fevil.example");
    expect(new URL(page.url()).origin).toBe(b.baseUrl);
    expect(new URL(page.url()).pathname).toBe("/account");
  });

  it("follows a same-site redirect after sign-in", async () => {
    const user = await createVerifiedUser(b.baseUrl);
    const page = await b.newPage();
    await signInViaUi(page, user.email, user.password, "/login?redirect=%2Fcreate-organization");
    expect(new URL(page.url()).pathname).toBe("/create-organization");
  });

  it("shows 'Please Sign In' and the session toast on /account when signed out", async () => {
    const page = await b.newPage();
    await page.goto("/account");
    await page.getByRole("heading", { name: "Please Sign In" }).waitFor();
    await page.getByText("No active session found (expected for logged-out users).").waitFor();
  });
});
