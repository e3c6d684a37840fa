import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, firstLink, latestMail, uniqueEmail } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { useBrowser } from "./support/browser.ts";
import { startInstances, type Instances } from "./support/instances.ts";
import { createStudioViaApi } from "./support/studio.ts";
import { focused, signInViaUi } from "./support/ui.ts";

/**
 * An invitation that expires unanswered, seen by the studio and by the invitee. Time is moved in the database, so
 * this runs on a production instance of its own on PostgreSQL (TEST_DATABASE_URL, as CI sets it): the shared e2e
 * server's embedded database cannot be written to from outside.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const b = useBrowser();
let instances: Instances;

describe.skipIf(!adminUrl)("an invitation that expired unanswered (PostgreSQL)", () => {
  beforeAll(async () => {
    instances = await startInstances(adminUrl ?? "", 1);
  }, 120_000);
  afterAll(async () => {
    await instances?.stop();
  });

  it("stays in the studio's list as Expired, with Invite again; the old link says it expired", async () => {
    const [base = ""] = instances.urls;
    const owner = await createVerifiedUser(base, { name: "Olga Owner" });
    const page = await b.newPage({ width: 375, colorScheme: "dark" });
    await signInViaUi(page, owner.email, owner.password, `${base}/login`);
    const studioId = await createStudioViaApi(page, "Late Studio");
    await page.evaluate(async (organizationId) => {
      await fetch("/api/auth/organization/set-active", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ organizationId }),
      });
    }, studioId);
    await page.goto(`${base}/account?tab=members`);

    const invitee = uniqueEmail("late");
    await page.getByLabel("E-mail").fill(invitee);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText("Invitation sent successfully").waitFor();
    const pending = page.getByRole("list", { name: "Pending invitations" });
    const row = pending.getByRole("listitem").filter({ hasText: invitee });
    await row.getByText(/· expires /).waitFor();
    const oldLink = firstLink((await latestMail(base, invitee, /invited you/)).text);

    // Two days pass without an answer.
    const client = new pg.Client({ connectionString: instances.database.url });
    await client.connect();
    try {
      await client.query("update invitation set expires_at = now() - interval '1 minute' where email = $1", [invitee]);
    } finally {
      await client.end();
    }

    await page.reload();
    await row.getByText("Expired", { exact: true }).waitFor();
    await row.getByText(/· expired /).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await b.screenshot(page, "studio-invitation-expired-375-dark");
    await expectNoSeriousA11yViolations(page, "an expired invitation in the studio's list at 375 px");

    // The invitee's link says so.
    const inviteePage = await b.newPage({ width: 375 });
    await inviteePage.goto(oldLink);
    await inviteePage.getByText("This invitation has expired. Ask the studio for a new one.").waitFor();
    await inviteePage.getByRole("heading", { name: "Late Studio" }).waitFor();
    await inviteePage.getByText(/^Olga Owner invited .+ to join as Member\. It expired on /).waitFor();
    await inviteePage.getByRole("link", { name: "Go to the home page" }).waitFor();
    await b.screenshot(inviteePage, "invitation-expired-invitee");
    await expectNoSeriousA11yViolations(inviteePage, "an expired invitation's page at 375 px");
    // Signed in, the way on is the account.
    await page.goto(oldLink);
    await page.getByRole("link", { name: "Go to your account" }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    await page.goto(`${base}/account?tab=members`);
    await row.getByText("Expired", { exact: true }).waitFor();

    // Invite again: a new invitation, which replaces the expired row.
    await row.getByRole("button", { name: `Invite again: ${invitee}` }).click();
    await page.getByText("Invitation sent successfully").waitFor();
    await row.getByText(/· expires /).waitFor();
    // The pressed button went with the replaced row: focus is on the list, not lost to <body>.
    await expect.poll(() => focused(page)).toMatchObject({ tag: "ul", label: "Pending invitations" });
    expect(await row.getByText("Expired", { exact: true }).count()).toBe(0);
    expect(await pending.getByRole("listitem").filter({ hasText: invitee }).count()).toBe(1);
    const newLink = firstLink((await latestMail(base, invitee, /invited you/)).text);
    expect(newLink).not.toBe(oldLink);
    await inviteePage.goto(newLink);
    await inviteePage.getByRole("heading", { name: "Join Late Studio" }).waitFor();
  });
});
