import type { Page } from "playwright-core";
import { beforeAll, describe, it } from "vitest";
import { createVerifiedUser, E2E_PASSWORD, ensureAdmin, uniqueEmail } from "./accounts.ts";
import { expectNoSeriousA11yViolations as expectAccessible } from "./axe.ts";
import { useBrowser, type BrowserHarness } from "./browser.ts";
import { startDeviceFlow } from "./device-flow.ts";
import { signInViaApi, type TestUser } from "./session.ts";

/**
 * axe-core on every route and main state (docs/testing.md, decision 042): signed out, free, pro, a studio's
 * views, dialogs and menus open, admin, the local checkout and portal — at one width, light and dark. One test per
 * state group; every state is checked in both themes where it stands (support/axe.ts). The accounts are made once
 * per file and signed into a fresh context per test.
 *
 * Each width is its own spec file (accessibility-wide, accessibility-narrow). Together they were the browser run's
 * longest file by far (half of the run's wall time on one worker); as two they run beside the other files.
 */
const PUBLIC_PATHS = [
  "/",
  "/pricing",
  "/docs/getting-started/01-welcome-to-goji",
  "/docs/getting-started/02-installation",
  "/docs/reference/plugin-api",
  "/login",
  "/signup",
  "/forgot-password",
  "/device",
  "/terms",
  "/privacy",
  "/contact",
  "/reset-password?token=not-a-real-token",
  "/reset-password",
  "/verify-2fa",
  "/delete-account?token=not-a-real-token",
  "/accept-invite/not-an-invitation",
  "/account",
  "/this-page-does-not-exist",
];
const PUBLIC_PATH_GROUPS = [0, 5, 10, 15].map((start) => {
  const paths = PUBLIC_PATHS.slice(start, start + 5);
  return { paths, label: paths.join(", ") };
});

const NO_SESSION_TOAST = "No active session found (expected for logged-out users).";

const json = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([url, payload]) => {
      const res = await fetch(url as string, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    },
    [path, body],
  );

/** Pays a local checkout (Pro for the user, or the Studio plan for one of their studios) with the test card. */
async function subscribe(
  harness: BrowserHarness,
  user: TestUser,
  checkout: { planId: string; organizationId?: string },
): Promise<void> {
  const page = await harness.newPage();
  await signInViaApi(page, user, "/account");
  const { url } = await json(page, "/api/billing/checkout", checkout);
  await page.goto(String(url));
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill(`12 / ${String((new Date().getFullYear() + 3) % 100)}`);
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Subscribe ·/ }).click();
  await page.waitForURL((current) => current.pathname === "/account");
}

async function createStudio(harness: BrowserHarness, user: TestUser): Promise<string> {
  const page = await harness.newPage();
  await signInViaApi(page, user, "/account");
  const { organizationId } = await json(page, "/api/account/create-studio", { name: "Lumen Works" });
  return String(organizationId);
}

/** A key of the user's (a studio's when given) that spends a few credits, so the usage views have data to show. */
async function spendSome(harness: BrowserHarness, user: TestUser, organizationId?: string): Promise<void> {
  const page = await harness.newPage();
  // Any page of the site will do for calls from inside it; this one loads nothing else.
  await signInViaApi(page, user, "/api/health");
  const { apiKey } = await json(page, "/api/api-key/generate", organizationId ? { organizationId } : {});
  for (const [amount, feature] of [
    [3, "script-assist"],
    [5, "scene-describe"],
    [2, "script-assist"],
  ] as const) {
    const res = await fetch(`${harness.baseUrl}/api/v1/usage`, {
      method: "POST",
      headers: { authorization: `Bearer ${String(apiKey)}`, "content-type": "application/json" },
      body: JSON.stringify({ amount, feature, idempotencyKey: crypto.randomUUID() }),
    });
    if (res.status !== 200) throw new Error(`spending failed: ${res.status} ${await res.text()}`);
  }
}

/** The teammate joins the owner's studio as a Member, with an allocation, and spends from it. */
async function joinAndSpend(
  harness: BrowserHarness,
  studioOwner: TestUser,
  member: TestUser,
  organizationId: string,
): Promise<void> {
  const ownerPage = await harness.newPage();
  await signInViaApi(ownerPage, studioOwner, "/api/health");
  const invitation = await json(ownerPage, "/api/auth/organization/invite-member", {
    organizationId,
    email: member.email,
    role: "member",
  });
  const memberPage = await harness.newPage();
  await signInViaApi(memberPage, member, "/api/health");
  await json(memberPage, "/api/auth/organization/accept-invitation", { invitationId: invitation.id });
  await ownerPage.evaluate(
    async ([studio, email]) => {
      const members = (await (await fetch(`/api/organization/${studio}/members`)).json()) as Array<{
        memberId: string;
        email: string;
      }>;
      const memberId = members.find((m) => m.email === email)?.memberId;
      const res = await fetch(`/api/organization/${studio}/members/${memberId}/allocation`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ creditAllocation: 500 }),
      });
      if (!res.ok) throw new Error(`allocation: ${res.status}`);
    },
    [organizationId, member.email],
  );
  await spendSome(harness, member, organizationId);
}

async function open(page: Page, path: string, ready: () => Promise<unknown>) {
  await page.goto(path);
  await ready();
}

/** The whole check at one width, in the spec file that calls it. */
export function describeAccessibilityAt(width: number): BrowserHarness {
  const harness = useBrowser();
  let free: TestUser;
  let pro: TestUser;
  let owner: TestUser & { studioId: string };
  let teammate: TestUser;
  let admin: TestUser;
  let freeUserId: string;

  beforeAll(async () => {
    [free, pro, admin, teammate] = await Promise.all([
      createVerifiedUser(harness.baseUrl, { email: uniqueEmail("a11y-free"), name: "Frida Free" }),
      createVerifiedUser(harness.baseUrl, { email: uniqueEmail("a11y-pro"), name: "Pablo Pro" }),
      ensureAdmin(harness.baseUrl),
      createVerifiedUser(harness.baseUrl, { email: uniqueEmail("a11y-teammate"), name: "Theo Teammate" }),
    ]);
    const studioOwner = await createVerifiedUser(harness.baseUrl, { email: uniqueEmail("a11y-owner"), name: "Olga" });
    await subscribe(harness, pro, { planId: "pro" });
    await spendSome(harness, pro);
    owner = { ...studioOwner, studioId: await createStudio(harness, studioOwner) };
    // The studio's views with data in them: a subscribed pool, a member with an allocation who spent from it.
    await subscribe(harness, owner, { planId: "studio", organizationId: owner.studioId });
    await joinAndSpend(harness, owner, teammate, owner.studioId);
    const lookup = await harness.newPage();
    await signInViaApi(lookup, free, "/account");
    const session = await lookup.evaluate(async () => (await fetch("/api/auth/get-session")).json());
    freeUserId = (session as { user: { id: string } }).user.id;
  });

  describe(`accessibility at ${width} px, light and dark`, () => {
    const pageOptions = { width, height: 800 };
    const at = (state: string) => `${state} at ${width} px`;

    // In groups, so that one test stays well inside the time limit on a loaded machine.
    it.each(PUBLIC_PATH_GROUPS)(
      "has no serious or critical violation on the public pages $label",
      async ({ paths }) => {
        const page = await harness.newPage({ ...pageOptions, allowConsoleErrors: [/status of 404/] });
        for (const path of paths) {
          await open(page, path, () => page.locator("main h1").first().waitFor());
          // A signed-out /account also says so in a toast, which arrives with the toaster's lazy chunk.
          if (path === "/account") await page.getByText(NO_SESSION_TOAST).waitFor();
          await expectAccessible(page, at(path));
        }
      },
    );

    it("has none in the phone menu and the dev outbox", async () => {
      const page = await harness.newPage(pageOptions);
      if (width < 640) {
        // The phone menu, open.
        await open(page, "/", () => page.locator("main h1").first().waitFor());
        await page.locator('header button[aria-label="Open menu"]').click();
        await page.getByRole("dialog").waitFor();
        await expectAccessible(page, at("phone menu open"));
        await page.keyboard.press("Escape");
      }
      await open(page, "/dev/mail", () => page.getByRole("heading", { name: "Dev outbox" }).waitFor());
      await expectAccessible(page, at("/dev/mail"));
      // An e-mail's preview: the message as sent, in the site's theme (the accounts made for this file sent some).
      await page.locator('a[href^="/dev/mail/"]').first().click();
      await page.locator(".mail-card").waitFor();
      await expectAccessible(page, at("an e-mail's preview"));
    });

    it("has none on a free account, with its dialogs and the account menu open", async () => {
      // Its own account: generating a key changes the card for the next run.
      const page = await harness.newPage(pageOptions);
      await signInViaApi(page, await createVerifiedUser(harness.baseUrl, { name: "Frida Free" }), "/account");
      await page.getByRole("heading", { name: "Account Settings" }).waitFor();
      await page.getByText("0 / 200 requests used this cycle.").first().waitFor();
      await expectAccessible(page, at("free /account"));

      await page.getByRole("button", { name: "Enable 2FA" }).click();
      await page.getByRole("dialog").waitFor();
      await expectAccessible(page, at("2FA dialog"));
      // Its second step: the QR code, the setup key and the backup codes (nothing is enabled until a code is given).
      await page.getByRole("dialog").getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("list", { name: "Backup codes" }).waitFor();
      await expectAccessible(page, at("2FA setup key and backup codes"));
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "Generate API Key" }).click();
      await page.getByRole("button", { name: "Regenerate API Key" }).waitFor();
      await expectAccessible(page, at("generated key"));
      await page.getByRole("button", { name: "Regenerate API Key" }).click();
      await page.getByRole("dialog").waitFor();
      await expectAccessible(page, at("regenerate key dialog"));
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "Open account menu" }).click();
      await page.getByRole("menu").waitFor();
      await expectAccessible(page, at("account menu open"));
      await page.keyboard.press("Escape");

      // The self-service dialogs.
      for (const [button, dialog] of [
        ["Change Password", "Change password"],
        ["Change", "Change e-mail address"],
        ["Delete account", "Delete your account"],
      ] as const) {
        await page.getByRole("button", { name: button, exact: true }).click();
        await page.getByRole("dialog", { name: dialog }).waitFor();
        await expectAccessible(page, at(`${dialog} dialog`));
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
      }

      await open(page, "/create-organization", () =>
        page.getByRole("heading", { name: "Create your studio" }).waitFor(),
      );
      await expectAccessible(page, at("/create-organization"));

      // A plugin asking to be connected: the signed-in approval page.
      const codes = await startDeviceFlow(harness.baseUrl, { device_name: "Frida's laptop" });
      await open(page, codes.verification_uri_complete, () =>
        page.getByRole("heading", { name: "Connect this device?" }).waitFor(),
      );
      await expectAccessible(page, at("/device approval"));

      const { url } = await json(page, "/api/billing/checkout", { planId: "pro" });
      await open(page, String(url), () => page.getByLabel("Card number").waitFor());
      await expectAccessible(page, at("local checkout"));
    });

    it("has none on a pro account and its local portal", async () => {
      const page = await harness.newPage(pageOptions);
      await signInViaApi(page, pro, "/account");
      await page.getByText("Pro", { exact: true }).first().waitFor();
      // Its usage history has data: the chart's bars and legend.
      await page
        .getByText(/^10 \/ [\d,]+ credits used this cycle/)
        .first()
        .waitFor();
      await expectAccessible(page, at("pro /account with usage"));
      const { url } = await json(page, "/api/account/portal-session", { returnUrl: `${harness.baseUrl}/account` });
      await open(page, String(url), () => page.locator("main h1").first().waitFor());
      await expectAccessible(page, at("local portal"));
    });

    it("has none in a studio's views, the switcher, the invite and leave dialogs", async () => {
      const page = await harness.newPage(pageOptions);
      await signInViaApi(page, owner, "/account");
      await json(page, "/api/auth/organization/set-active", { organizationId: owner.studioId });
      await open(page, "/account", () => page.getByRole("heading", { name: "Lumen Works Settings" }).waitFor());
      await expectAccessible(page, at("studio: my account tab"));

      const tabs = page.getByRole("tablist", { name: "Studio settings" });
      for (const tab of ["Members", "Usage", "Billing", "Settings"]) {
        await tabs.getByRole("tab", { name: tab }).click();
        await page.getByRole("tabpanel").first().waitFor();
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, at(`studio: ${tab} tab`));
      }

      await tabs.getByRole("tab", { name: "Members" }).click();
      const invitee = uniqueEmail("invitee");
      await page.getByLabel("E-mail").fill(invitee);
      await page.getByRole("button", { name: "Send invitation" }).click();
      await page.getByText(invitee).first().waitFor();
      await expectAccessible(page, at("studio: invitation sent, toast shown"));

      await page.getByRole("button", { name: "Actions for Theo Teammate" }).click();
      await page.getByRole("menu").waitFor();
      await expectAccessible(page, at("studio: member menu open"));
      await page.getByRole("menuitem", { name: "Make owner" }).click();
      await page.getByRole("dialog", { name: "Make owner" }).waitFor();
      await expectAccessible(page, at("studio: make owner dialog"));
      await page.keyboard.press("Escape");

      await tabs.getByRole("tab", { name: "Settings" }).click();
      await page.getByRole("button", { name: "Delete studio" }).click();
      await page.getByRole("dialog", { name: "Delete studio" }).waitFor();
      await expectAccessible(page, at("studio: delete dialog"));
      await page.keyboard.press("Escape");

      await tabs.getByRole("tab", { name: "My Account" }).click();
      await page.getByRole("button", { name: "Leave studio" }).click();
      await page.getByRole("dialog").waitFor();
      await expectAccessible(page, at("studio: leave dialog"));
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: /Switch studio/ }).click();
      await page.getByRole("menu").waitFor();
      await expectAccessible(page, at("studio switcher open"));
    });

    it("has none in a plain member's view of a studio", async () => {
      const page = await harness.newPage(pageOptions);
      await signInViaApi(page, teammate, "/account");
      await json(page, "/api/auth/organization/set-active", { organizationId: owner.studioId });
      await open(page, "/account", () => page.getByRole("heading", { name: "Lumen Works Settings" }).waitFor());
      await page.waitForLoadState("networkidle");
      await expectAccessible(page, at("member: my account tab"));
      const tabs = page.getByRole("tablist", { name: "Studio settings" });
      for (const tab of ["Members", "Usage"]) {
        await tabs.getByRole("tab", { name: tab }).click();
        await page.getByRole("tabpanel").first().waitFor();
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, at(`member: ${tab} tab`));
      }
    });

    it("has none on the admin pages", async () => {
      const page = await harness.newPage(pageOptions);
      await signInViaApi(page, admin, "/admin");
      await page.getByRole("heading", { name: "Admin dashboard" }).waitFor();
      await page.waitForLoadState("networkidle");
      await expectAccessible(page, at("/admin"));
      await open(page, `/admin/users/${freeUserId}`, () => page.getByText(free.email).first().waitFor());
      await page.waitForLoadState("networkidle");
      await expectAccessible(page, at("admin user page"));
      await page.getByRole("button", { name: "Ban", exact: true }).click();
      await page.getByRole("dialog").waitFor();
      await expectAccessible(page, at("admin ban dialog"));
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      // The set-password dialog with a field's message showing.
      await page.getByRole("button", { name: "Set password" }).click();
      await page.getByRole("dialog").getByLabel("New password", { exact: true }).fill("short");
      await page.getByRole("dialog").getByText("Password must be at least 8 characters long.").waitFor();
      await expectAccessible(page, at("admin set-password dialog"));
      await page.keyboard.press("Escape");
    });
  });
  return harness;
}
