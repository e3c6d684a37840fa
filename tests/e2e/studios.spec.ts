import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, firstLink, latestMail, uniqueEmail } from "./support/accounts.ts";
import { useBrowser } from "./support/browser.ts";
import { newSignedInPage, signInViaApi } from "./support/session.ts";
import { focused, signInViaUi, signOutViaUi } from "./support/ui.ts";

const b = useBrowser();

/** The input that has focus: its name attribute. */
const focusedInput = (page: Page) =>
  page.evaluate(() => (document.activeElement instanceof HTMLInputElement ? document.activeElement.name : null));

async function createStudioViaUi(page: Page, name: string) {
  await page.goto("/create-organization");
  await page.getByLabel("Studio name").fill(name);
  await page.getByRole("button", { name: "Create studio" }).click();
  await page.waitForURL("**/account");
  await page.getByRole("heading", { name: `${name} Settings` }).waitFor();
}

describe("studios in the browser", () => {
  it("sends a signed-out visitor from /create-organization to /login and back", async () => {
    const user = await createVerifiedUser(b.baseUrl);
    const page = await b.newPage();
    await page.goto("/create-organization");
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/create-organization");
  });

  it("creates a studio, invites a teammate who accepts, changes their role and removes them, then staffs a team and deletes invitations", async () => {
    const { page: ownerPage, user: owner } = await newSignedInPage(b, { name: "Olivia Owner" });
    await createStudioViaUi(ownerPage, "Moonlit Games");
    expect(await ownerPage.getByRole("button", { name: /Switch studio/ }).textContent()).toContain("Moonlit Games");
    const roleBadge = ownerPage.getByText("Owner", { exact: true }).first();
    expect(await roleBadge.evaluate((el) => getComputedStyle(el).textTransform)).toBe("uppercase");

    // Invite by e-mail from the Members tab.
    const teammateEmail = uniqueEmail("teammate");
    await ownerPage.getByRole("tab", { name: "Members" }).click();
    await ownerPage.getByLabel("E-mail").fill(teammateEmail);
    await ownerPage.getByRole("button", { name: "Send invitation" }).click();
    await ownerPage.getByText("Invitation sent successfully").waitFor();
    await ownerPage.getByRole("list", { name: "Pending invitations" }).getByText(teammateEmail).waitFor();
    // Focus is back on the (emptied) e-mail field for the next address, not on <body>.
    await expect.poll(() => focusedInput(ownerPage)).toBe("email");
    await b.screenshot(ownerPage, "studio-members-owner");

    // The teammate follows the e-mailed link signed out, signs up and comes back to accept.
    const invitation = await latestMail(b.baseUrl, teammateEmail, /invited you/);
    const teammatePage = await b.newPage();
    await teammatePage.goto(firstLink(invitation.text));
    await teammatePage.getByRole("heading", { name: "Join Moonlit Games" }).waitFor();
    await teammatePage.getByText("Olivia Owner", { exact: true }).waitFor();
    await createVerifiedUser(b.baseUrl, { email: teammateEmail, name: "Theo Teammate" });
    // Sign Up and Sign In start with the invited address filled in.
    await teammatePage.locator("#main").getByRole("link", { name: "Sign Up" }).click();
    await expect.poll(() => teammatePage.getByLabel("E-mail").inputValue()).toBe(teammateEmail);
    await teammatePage.locator("#main").getByRole("link", { name: "Sign In" }).click();
    await expect.poll(() => teammatePage.getByLabel("E-mail").inputValue()).toBe(teammateEmail);
    await signInViaUi(teammatePage, teammateEmail, owner.password, teammatePage.url());
    await teammatePage.waitForURL(/\/accept-invite\//);
    await b.screenshot(teammatePage, "studio-accept-invitation");
    // On a phone the two buttons stack at full size (flex-1 once squeezed them to ~20 px in the column).
    await teammatePage.setViewportSize({ width: 375, height: 800 });
    for (const name of ["Accept invitation", "Decline"]) {
      expect(
        (await teammatePage.getByRole("button", { name }).boundingBox())?.height ?? 0,
        name,
      ).toBeGreaterThanOrEqual(36);
    }
    await teammatePage.setViewportSize({ width: 1280, height: 800 });
    await teammatePage.getByRole("button", { name: "Accept invitation" }).click();
    await teammatePage.waitForURL("**/account");
    await teammatePage.getByRole("heading", { name: "Moonlit Games Settings" }).waitFor();

    // A member sees no Billing tab, no invite form and no action menu.
    expect(await teammatePage.getByRole("tab", { name: "Billing" }).count()).toBe(0);
    // …so the Usage tab does not send them there.
    await teammatePage.getByRole("tab", { name: "Usage" }).click();
    await teammatePage
      .getByText("This studio has no credits yet: ask an owner or admin to subscribe to the Studio plan.")
      .waitFor();
    await teammatePage.getByRole("tab", { name: "Members" }).click();
    const teammateMembers = teammatePage.getByRole("list", { name: "Studio members" });
    await teammateMembers.getByText("Olivia Owner").waitFor();
    expect(await teammatePage.getByRole("button", { name: "Send invitation" }).count()).toBe(0);
    expect(await teammatePage.getByRole("button", { name: /^Actions for/ }).count()).toBe(0);
    await b.screenshot(teammatePage, "studio-members-member");

    // The owner sees the teammate, makes them Admin, then removes them after confirming.
    await ownerPage.reload();
    await ownerPage.getByRole("tab", { name: "Members" }).click();
    await ownerPage.getByRole("list", { name: "Studio members" }).getByText("Theo Teammate").waitFor();
    // The row's join date: "Joined" once, to the eye and to a screen reader (the text below includes hidden text).
    const theoRow = ownerPage.getByRole("list", { name: "Studio members" }).getByRole("listitem").filter({
      hasText: "Theo Teammate",
    });
    expect((await theoRow.textContent())?.match(/Joined/g)).toHaveLength(1);
    // Inviting someone already in the studio: the studio's words, once; a new attempt clears it.
    b.allowConsoleErrors(ownerPage, /status of 400 .*\/api\/auth\/organization\/invite-member/);
    await ownerPage.getByLabel("E-mail").fill(teammateEmail);
    await ownerPage.getByRole("button", { name: "Send invitation" }).click();
    const alreadyMember = ownerPage.getByText(`${teammateEmail} is already a member of this studio.`);
    await alreadyMember.waitFor();
    await ownerPage.getByText("Failed to send invitation", { exact: true }).waitFor();
    expect(await alreadyMember.count()).toBe(1);
    expect(await ownerPage.getByText(/already a member of this organization/i).count()).toBe(0);
    await expect.poll(() => focusedInput(ownerPage)).toBe("email");
    await b.screenshot(ownerPage, "studio-invite-existing-member");
    await ownerPage.getByLabel("E-mail").fill("not-an-address");
    await ownerPage.getByRole("button", { name: "Send invitation" }).click();
    await ownerPage.getByText("Invalid e-mail address").waitFor();
    expect(await alreadyMember.count()).toBe(0);
    await ownerPage.getByLabel("E-mail").fill("");

    // The role and remove dialogs open from the row's menu, whose item is gone when they close: focus goes
    // back to the row's "Actions for …" button (Escape, Cancel or Save), not to <body>.
    const actions = ownerPage.getByRole("button", { name: "Actions for Theo Teammate" });
    const backOnActions = () =>
      expect.poll(() => focused(ownerPage)).toEqual({ tag: "button", label: "Actions for Theo Teammate" });
    await actions.click();
    await ownerPage.getByRole("menuitem", { name: "Change role" }).click();
    await ownerPage.getByRole("dialog", { name: "Change role" }).waitFor();
    await ownerPage.keyboard.press("Escape");
    await ownerPage.getByRole("dialog").waitFor({ state: "detached" });
    await backOnActions();
    await actions.click();
    await ownerPage.getByRole("menuitem", { name: "Remove from studio" }).click();
    await ownerPage.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await ownerPage.getByRole("dialog").waitFor({ state: "detached" });
    await backOnActions();

    await actions.click();
    await ownerPage.getByRole("menuitem", { name: "Change role" }).click();
    const save = ownerPage.getByRole("button", { name: "Save role" });
    expect(await save.isDisabled()).toBe(true); // the same role is not a change
    await ownerPage.getByLabel("Role").last().selectOption("admin");
    await save.click();
    await ownerPage.getByText("Theo Teammate is now an Admin").waitFor();
    await ownerPage.getByRole("dialog").waitFor({ state: "detached" });
    await backOnActions();

    await ownerPage.getByRole("button", { name: "Actions for Theo Teammate" }).click();
    await ownerPage.getByRole("menuitem", { name: "Remove from studio" }).click();
    await ownerPage
      .getByText(`Are you sure you want to remove Theo Teammate (${teammateEmail}) from the team?`)
      .waitFor();
    await ownerPage.getByRole("button", { name: "Remove", exact: true }).click();
    await ownerPage.getByText("Theo Teammate was removed from the studio").waitFor();
    await expect
      .poll(() => ownerPage.getByRole("list", { name: "Studio members" }).getByText("Theo Teammate").count())
      .toBe(0);

    // Create team: focus is back on the (emptied) name field for the next one.
    await ownerPage.getByLabel("New team name").fill("Level Design");
    await ownerPage.getByRole("button", { name: "Create team" }).click();
    await ownerPage.getByText("Team Level Design created").waitFor();
    await expect.poll(() => focusedInput(ownerPage)).toBe("teamName");

    // The audit trail lists what happened.
    const trail = ownerPage.getByRole("list", { name: "Audit trail" });
    await trail.getByText(/Olivia Owner removed/).waitFor();
    await trail.getByText(/Olivia Owner invited/).waitFor();

    // Staffing the team: what was used goes (the Add select with the last one to add, the chip's button with
    // the chip), and focus goes to what is left of the team instead of <body>.
    const addToTeam = ownerPage.getByRole("combobox", { name: "Add a member to Level Design" });
    await addToTeam.focus(); // as a user choosing in it has; selectOption alone leaves focus where it was
    await addToTeam.selectOption("Olivia Owner");
    await ownerPage.getByText("Added to Level Design").waitFor();
    await expect.poll(() => focused(ownerPage)).toEqual({ tag: "ul", label: "Members of Level Design" });
    const removeFromTeam = ownerPage.getByRole("button", { name: "Remove Olivia Owner from Level Design" });
    const hitArea = await removeFromTeam.boundingBox(); // WCAG 2.5.8: at least 24 × 24 px
    expect(Math.min(hitArea?.width ?? 0, hitArea?.height ?? 0)).toBeGreaterThanOrEqual(24);
    await removeFromTeam.click();
    await ownerPage.getByText("Removed from Level Design").waitFor();
    await expect.poll(() => focused(ownerPage)).toEqual({ tag: "select", label: "Add a member to Level Design" });
    // Rename has a way back, as the other dialogs do; it returns to its button.
    await ownerPage.getByRole("button", { name: "Rename Level Design" }).click();
    await ownerPage.getByRole("dialog", { name: "Rename team" }).getByRole("button", { name: "Cancel" }).click();
    await ownerPage.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(() => focused(ownerPage)).toEqual({ tag: "button", label: "Rename Level Design" });
    // Deleting the only team leaves the field that makes the next one.
    await ownerPage.getByRole("button", { name: "Delete Level Design" }).click();
    await ownerPage.getByRole("dialog").getByRole("button", { name: "Delete team" }).click();
    await ownerPage.getByText("Team deleted").waitFor();
    await expect.poll(() => focused(ownerPage)).toEqual({ tag: "input", label: "New team name" });

    // Deleting invitations: focus goes to the list, and to its card once the list is empty.
    const invitations = ownerPage.getByRole("list", { name: "Pending invitations" });
    const invited = [uniqueEmail("invited"), uniqueEmail("invited")];
    for (const email of invited) {
      await ownerPage.getByLabel("E-mail").fill(email);
      await ownerPage.getByRole("button", { name: "Send invitation" }).click();
      await invitations.getByText(email).waitFor();
      await expect.poll(() => ownerPage.getByLabel("E-mail").inputValue()).toBe(""); // the form is ready again
    }
    // Resend keeps its row; its button is disabled while it sends, and focus comes back to it.
    const resendFirst = invitations.getByRole("button", { name: `Resend the invitation to ${invited[0]}` });
    await resendFirst.focus();
    await ownerPage.keyboard.press("Enter");
    await ownerPage.getByText(`Invitation resent to ${invited[0]}`).waitFor();
    await expect
      .poll(() => focused(ownerPage))
      .toEqual({ tag: "button", label: `Resend the invitation to ${invited[0]}` });
    for (const [index, email] of invited.entries()) {
      // Each row's buttons are named after the invitation they act on.
      await invitations.getByRole("button", { name: `Resend the invitation to ${email}` }).waitFor();
      await invitations.getByRole("button", { name: `Delete the invitation to ${email}` }).click();
      await ownerPage.getByRole("dialog").getByRole("button", { name: "Delete invitation" }).click();
      await expect.poll(() => invitations.getByText(email).count()).toBe(0);
      await expect
        .poll(() => focused(ownerPage))
        .toEqual(
          index === 0 ? { tag: "ul", label: "Pending invitations" } : { tag: "section", label: "Pending invitations" },
        );
    }

    // A page at a time: with more than a page of events, "Load more" brings the older ones, down to the first.
    await ownerPage.evaluate(async () => {
      const [studio] = (await (await fetch("/api/organization/my-list")).json()) as Array<{ id: string }>;
      for (let n = 1; n <= 20; n += 1)
        await fetch("/api/auth/organization/create-team", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: `Crew ${n}`, organizationId: studio?.id }),
        });
    });
    await ownerPage.reload(); // back on the Members tab: it is in the address
    await trail.getByText("Olivia Owner created the team Crew 20").waitFor();
    expect(await trail.getByRole("listitem").count()).toBe(20);
    expect(await trail.getByText("Olivia Owner created the studio").count()).toBe(0);
    await ownerPage.getByRole("button", { name: "Load more" }).click();
    await trail.getByText("Olivia Owner created the studio").waitFor();
    expect(await ownerPage.getByRole("button", { name: "Load more" }).count()).toBe(0);
    // Focus moved on to the first event the click brought, not to <body> with the button gone.
    await expect.poll(() => focused(ownerPage).then(({ tag }) => tag)).toBe("li");

    // The only owner (and now only member) is told up front that they cannot leave, and what to do instead.
    await ownerPage.getByRole("tab", { name: "My Account" }).click();
    await ownerPage.getByRole("button", { name: "Leave studio" }).click();
    const dialog = ownerPage.getByRole("dialog", { name: "You cannot leave yet" });
    await dialog
      .getByText(
        "You are the only member and owner of Moonlit Games. A studio needs an owner, so instead of leaving it, delete it on the Settings tab.",
      )
      .waitFor();
    expect(await dialog.getByRole("button", { name: "Leave studio" }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Delete the studio" }).click();
    await ownerPage.getByRole("tab", { name: "Settings", selected: true }).waitFor();
    await ownerPage.getByRole("button", { name: "Delete studio" }).waitFor();
  });

  it("switches between studios and Personal Account, and restores the choice after a reload", async () => {
    const { page, user: owner } = await newSignedInPage(b, { name: "Sasha Switcher" });
    expect(await page.getByRole("button", { name: /Switch studio/ }).count()).toBe(0);
    await createStudioViaUi(page, "Alpha Studio");
    await createStudioViaUi(page, "Beta Studio");

    const switcher = page.getByRole("button", { name: /Switch studio/ });
    await switcher.click();
    await page.getByRole("menuitem", { name: /Alpha Studio/ }).click();
    await page.getByRole("heading", { name: "Alpha Studio Settings" }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === "goji_last_org");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    await switcher.click();
    await page.getByRole("menuitem", { name: /Personal Account/ }).click();
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    expect((await page.context().cookies()).find((c) => c.name === "goji_last_org")?.value).toBe("personal");

    await switcher.click();
    await page.getByRole("menuitem", { name: /Beta Studio/ }).click();
    await page.getByRole("heading", { name: "Beta Studio Settings" }).waitFor();

    // A new session (sign out and in) starts with no active studio; the remembered choice is restored. Log Out
    // leaves for / before it ends the session: the next sign-in waits until it has, or the old session's end
    // would clear the new session's cookie.
    await signOutViaUi(page);
    await signInViaApi(page, owner);
    await page.getByRole("heading", { name: "Beta Studio Settings" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Beta Studio Settings" }).waitFor();
  });
});
