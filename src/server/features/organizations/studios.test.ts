import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  invitation as invitationTable,
  organization as organizationTable,
  team as teamTable,
  TEAM_NAME_UNIQUE_INDEX,
} from "../../db/schema/index.ts";
import type { OrganizationInvitation } from "../../../shared/organizations.ts";
import { STUDIO_RULE_MESSAGES } from "../../../shared/studio-rules.ts";
import { createSignedInUser, latestMail, linkIn, request, uniqueEmail } from "../../test-utils/auth-helpers.ts";
import { picture, upload } from "../../test-utils/image-fixtures.ts";
import { addMemberAs, createStudioAs } from "../../test-utils/studio-helpers.ts";
import { useTestApp } from "../../test-utils/test-app.ts";
import { LOGO_NOT_UPDATABLE, NOTHING_TO_UPDATE } from "./studio-fields.ts";

const t = useTestApp();

describe("POST /api/account/create-studio", () => {
  it("creates a studio owned by the caller, with no body or with a name", async () => {
    const owner = await createSignedInUser(t, { name: "Ada" });
    const bare = await t.app.request("/api/account/create-studio", {
      method: "POST",
      headers: { cookie: owner.cookie, origin: "http://localhost:3000" },
    });
    expect(bare.status).toBe(200);
    const { success, organizationId } = (await bare.json()) as { success: boolean; organizationId: string };
    expect(success).toBe(true);
    const named = await createStudioAs(t, owner, "Pixel Forge");
    const list = (await (await request(t, "/api/organization/my-list", { cookie: owner.cookie })).json()) as Array<{
      id: string;
      name: string;
    }>;
    expect(list.map((s) => s.name).sort()).toEqual(["Ada's Studio", "Pixel Forge"]);
    expect(list.map((s) => s.id)).toContain(organizationId);
    const members = (await (
      await request(t, `/api/organization/${named}/members`, { cookie: owner.cookie })
    ).json()) as Array<{ role: string; email: string }>;
    expect(members).toEqual([expect.objectContaining({ role: "owner", email: owner.email, creditAllocation: null })]);
  });

  it("validates the name and logo, and needs a session", async () => {
    const owner = await createSignedInUser(t);
    const short = await request(t, "/api/account/create-studio", { json: { name: "x" }, cookie: owner.cookie });
    expect(short.status).toBe(422);
    expect((await short.json()).error).toMatchObject({
      message: "name: Studio name must be at least 2 characters.",
      details: [{ path: "name", message: "Studio name must be at least 2 characters." }],
    });
    // A logo is uploaded once the studio exists, never set to an address (docs/decisions/041).
    for (const logo of ["javascript:alert(1)", "https://tracker.example.test/pixel.png"]) {
      const res = await request(t, "/api/account/create-studio", {
        json: { name: "Fine", logo },
        cookie: owner.cookie,
      });
      expect(res.status, logo).toBe(422);
      expect((await res.json()).error.details).toEqual([
        { path: "logo", message: expect.stringContaining("Upload the logo on the studio's Settings tab") },
      ]);
    }
    // JSON sent under another media type is refused (415), as on every JSON route, not read as if it were JSON.
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded"]) {
      const res = await t.app.request("/api/account/create-studio", {
        method: "POST",
        headers: { cookie: owner.cookie, origin: "http://localhost:3000", "content-type": contentType },
        body: JSON.stringify({ name: "Typed Wrong" }),
      });
      expect(res.status, contentType).toBe(415);
      expect((await res.json()).error.code).toBe("unsupported_media_type");
    }
    const notJson = await t.app.request("/api/account/create-studio", {
      method: "POST",
      headers: { cookie: owner.cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      body: "{name",
    });
    expect(notJson.status).toBe(400);
    expect(await (await request(t, "/api/organization/my-list", { cookie: owner.cookie })).json()).toEqual([]);
    const extra = await request(t, "/api/account/create-studio", {
      json: { name: "Fine", role: "admin" },
      cookie: owner.cookie,
    });
    expect(extra.status).toBe(422);
    expect((await request(t, "/api/account/create-studio", { json: { name: "Fine" } })).status).toBe(401);
    expect((await request(t, "/api/organization/my-list")).status).toBe(401);
  });

  it("refuses names the database cannot store (lone surrogates, NUL) with 422 and creates nothing", async () => {
    const owner = await createSignedInUser(t);
    for (const name of ["\ud800\ud800", "Pixel\u0000Forge", "Tab\tStudio"]) {
      const res = await request(t, "/api/account/create-studio", { json: { name }, cookie: owner.cookie });
      expect(res.status, JSON.stringify(name)).toBe(422);
    }
    expect(await (await request(t, "/api/organization/my-list", { cookie: owner.cookie })).json()).toEqual([]);
  });

  it("names a studio after a long-named owner within the 60-character limit", async () => {
    const owner = await createSignedInUser(t, { name: "Ω".repeat(70) });
    expect((await request(t, "/api/account/create-studio", { json: {}, cookie: owner.cookie })).status).toBe(200);
    const [studio] = (await (await request(t, "/api/organization/my-list", { cookie: owner.cookie })).json()) as Array<{
      name: string;
    }>;
    expect(studio?.name).toBe(`${"Ω".repeat(50)}…'s Studio`);
  });

  it("answers an audit page cursor that is not one of ours with 422", async () => {
    const owner = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    const cursorOf = (text: string) => Buffer.from(text).toString("base64url");
    for (const cursor of [
      cursorOf("0000-01-01T00:00:00Z|x"),
      cursorOf("1999-12-31T23:59:59Z|x"),
      cursorOf("not-a-date|x"),
      cursorOf("2030-01-01T00:00:00Z"),
      "not-base64",
    ]) {
      const res = await request(t, `/api/organization/${studioId}/audit?cursor=${cursor}`, { cookie: owner.cookie });
      expect(res.status, cursor).toBe(422);
    }
    const later = await request(t, `/api/organization/${studioId}/audit?cursor=${cursorOf("2030-01-01T00:00:00Z|x")}`, {
      cookie: owner.cookie,
    });
    expect(later.status).toBe(200);
    expect(((await later.json()) as { entries: unknown[] }).entries).toHaveLength(1);
  });

  it("holds better-auth's own organization create and update to the same name and logo rules", async () => {
    const owner = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner, "Rules Apply");
    // better-auth stores names as sent: checked untrimmed. Slugs stay what create-studio makes.
    for (const data of [
      { name: "N".repeat(61) },
      { name: "x" },
      { logo: "javascript:alert(1)" },
      { name: "\tTabbed" },
      { name: `${" ".repeat(100)}ab` },
      { slug: "s".repeat(65) },
      { slug: "Not A Slug" },
    ]) {
      const res = await request(t, "/api/auth/organization/update", {
        json: { organizationId: studioId, data },
        cookie: owner.cookie,
      });
      expect(res.status, JSON.stringify(data)).toBe(400);
    }
    // Nothing better-auth can write: it failed inside the database layer with a 500.
    for (const data of [{}, { foo: 1 }, [], "Renamed"]) {
      const res = await request(t, "/api/auth/organization/update", {
        json: { organizationId: studioId, data },
        cookie: owner.cookie,
      });
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(await res.json(), JSON.stringify(data)).toMatchObject({
        code: "NO_FIELDS_TO_UPDATE",
        message: NOTHING_TO_UPDATE,
      });
    }
    for (const logo of ["javascript:alert(1)", "https://tracker.example.test/pixel.png"]) {
      const created = await request(t, "/api/auth/organization/create", {
        json: { name: "Sneaky", slug: "sneaky-1", logo },
        cookie: owner.cookie,
      });
      expect(created.status, logo).toBe(400);
      expect((await created.json()).code).toBe("LOGO_NOT_UPDATABLE");
    }
    expect(
      (
        await request(t, "/api/auth/organization/update", {
          json: { organizationId: studioId, data: { name: "Renamed Fine" } },
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(200);
  });
});

describe("a studio's logo through better-auth's organization update", () => {
  it("is refused whatever it is set to: only the upload route changes a logo", async () => {
    const owner = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner, "Logo Guard");
    const uploaded = await upload(t, `/api/organization/${studioId}/logo`, await picture("png"), {
      cookie: owner.cookie,
    });
    expect(uploaded.status).toBe(200);
    const { logo } = (await uploaded.json()) as { logo: string };
    expect(logo).toMatch(/^\/api\/images\//);

    const someoneElsesPicture = "/api/images/00000000-0000-0000-0000-000000000000";
    for (const value of ["https://tracker.example.test/pixel.png", someoneElsesPicture, logo, null, ""]) {
      const res = await request(t, "/api/auth/organization/update", {
        json: { organizationId: studioId, data: { logo: value, name: "Still Logo Guard" } },
        cookie: owner.cookie,
      });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "LOGO_NOT_UPDATABLE", message: LOGO_NOT_UPDATABLE });
    }
    // Nothing was written: neither the logo nor the name sent with it.
    const [stored] = await t.database.db
      .select({ name: organizationTable.name, logo: organizationTable.logo })
      .from(organizationTable)
      .where(eq(organizationTable.id, studioId));
    expect(stored).toEqual({ name: "Logo Guard", logo });
  });
});

describe("studio details", () => {
  it("answers the documented shape (docs/product.md#entities) for members and 404 for anyone else", async () => {
    const owner = await createSignedInUser(t);
    const outsider = await createSignedInUser(t);
    const id = await createStudioAs(t, owner, "Details Studio");
    const res = await request(t, `/api/organization/${id}/details`, { cookie: owner.cookie });
    expect(await res.json()).toEqual({
      id,
      name: "Details Studio",
      credits: 0,
      activePlanId: null,
      subscriptionStatus: "Inactive",
      totalCreditsUsed: 0,
    });
    const foreign = await request(t, `/api/organization/${id}/details`, { cookie: outsider.cookie });
    const missing = await request(t, "/api/organization/does-not-exist/details", { cookie: outsider.cookie });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { message: "Studio not found." } });
    expect((await missing.json()).error.message).toBe("Studio not found.");
  });
});

describe("roles", () => {
  it("permits a member holding several roles when any of them grants the action", async () => {
    const owner = await createSignedInUser(t);
    const both = await createSignedInUser(t);
    const id = await createStudioAs(t, owner);
    await addMemberAs(t, id, both.userId, ["member", "admin"]);
    const res = await request(t, `/api/organization/${id}/invitations`, { cookie: both.cookie });
    expect(res.status).toBe(200);
  });

  it("keeps the last owner: cannot leave, be demoted or removed", async () => {
    const owner = await createSignedInUser(t);
    const id = await createStudioAs(t, owner);
    const ownerMember = (
      (await (await request(t, `/api/organization/${id}/members`, { cookie: owner.cookie })).json()) as Array<{
        memberId: string;
      }>
    )[0];
    const leave = await request(t, "/api/auth/organization/leave", {
      json: { organizationId: id },
      cookie: owner.cookie,
    });
    expect(leave.status).toBe(403);
    const demote = await request(t, "/api/auth/organization/update-member-role", {
      json: { memberId: ownerMember?.memberId, role: "member", organizationId: id },
      cookie: owner.cookie,
    });
    expect(demote.status).toBe(403);
    expect((await demote.json()).message).toBe(
      "The last owner of a studio cannot be demoted. Make another member an owner first.",
    );
  });

  it("refuses a role change to the same role", async () => {
    const owner = await createSignedInUser(t);
    const plain = await createSignedInUser(t);
    const id = await createStudioAs(t, owner);
    const memberId = await addMemberAs(t, id, plain.userId, "member");
    const same = await request(t, "/api/auth/organization/update-member-role", {
      json: { memberId, role: "member", organizationId: id },
      cookie: owner.cookie,
    });
    expect(same.status).toBe(400);
    expect((await same.json()).message).toBe("The member already has this role.");
  });
});

describe("invitations", () => {
  it("refuses to invite again someone whose invitation is pending, so the link already sent keeps working", async () => {
    const owner = await createSignedInUser(t);
    const id = await createStudioAs(t, owner);
    const email = uniqueEmail("twice");
    const invite = (body: Record<string, unknown>) =>
      request(t, "/api/auth/organization/invite-member", {
        json: { role: "member", organizationId: id, ...body },
        cookie: owner.cookie,
      });
    expect((await invite({ email })).status).toBe(200);
    const firstLink = linkIn((await latestMail(t, email))?.text ?? "");

    for (const again of [email, ` ${email.toUpperCase()} `]) {
      const refused = await invite({ email: again, role: "admin" });
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toBe(STUDIO_RULE_MESSAGES.alreadyInvited(again.trim()));
    }
    // Resend still sends the same invitation.
    expect((await invite({ email, resend: true })).status).toBe(200);
    expect(linkIn((await latestMail(t, email))?.text ?? "")).toBe(firstLink);
    const invitationId = new URL(firstLink).pathname.split("/").at(-1) ?? "";
    expect((await (await request(t, `/api/invitations/${invitationId}`)).json()).status).toBe("pending");
  });

  it("mails a link to /accept-invite, the invitee accepts, and the audit trail records it", async () => {
    const owner = await createSignedInUser(t, { name: "Olga Owner" });
    const id = await createStudioAs(t, owner, "Invite Studio");
    const inviteeEmail = uniqueEmail("invitee");
    const invite = await request(t, "/api/auth/organization/invite-member", {
      json: { email: inviteeEmail, role: "member", organizationId: id },
      cookie: owner.cookie,
    });
    expect(invite.status).toBe(200);
    const mail = await latestMail(t, inviteeEmail);
    expect(mail?.subject).toBe("Olga Owner invited you to Invite Studio on Goji");
    const link = new URL(linkIn(mail?.text ?? ""));
    const invitationId = link.pathname.split("/").at(-1) ?? "";
    expect(link.pathname).toBe(`/accept-invite/${invitationId}`);

    const summary = await request(t, `/api/invitations/${invitationId}`);
    expect(await summary.json()).toMatchObject({
      organizationName: "Invite Studio",
      inviterName: "Olga Owner",
      email: inviteeEmail,
      role: "member",
      status: "pending",
    });

    const invitee = await createSignedInUser(t, { email: inviteeEmail });
    const stranger = await createSignedInUser(t);
    const wrongPerson = await request(t, "/api/auth/organization/accept-invitation", {
      json: { invitationId },
      cookie: stranger.cookie,
    });
    expect(wrongPerson.status).toBeGreaterThanOrEqual(400);
    const accept = await request(t, "/api/auth/organization/accept-invitation", {
      json: { invitationId },
      cookie: invitee.cookie,
    });
    expect(accept.status).toBe(200);
    expect((await (await request(t, `/api/invitations/${invitationId}`)).json()).status).toBe("accepted");

    const members = (await (
      await request(t, `/api/organization/${id}/members`, { cookie: invitee.cookie })
    ).json()) as Array<{ email: string }>;
    expect(members.map((m) => m.email)).toEqual([owner.email, inviteeEmail]);
    const audit = (
      (await (await request(t, `/api/organization/${id}/audit`, { cookie: owner.cookie })).json()) as {
        entries: Array<{ action: string; actorName: string }>;
      }
    ).entries;
    expect(audit.map((e) => e.action)).toEqual(["invitation.accepted", "member.invited", "studio.created"]);
    expect(audit[1]?.actorName).toBe("Olga Owner");
  });

  it("says when an invitation has expired or was cancelled", async () => {
    const owner = await createSignedInUser(t);
    const id = await createStudioAs(t, owner);
    const invite = async () =>
      (await (
        await request(t, "/api/auth/organization/invite-member", {
          json: { email: uniqueEmail(), role: "member", organizationId: id },
          cookie: owner.cookie,
        })
      ).json()) as { id: string };
    const expired = await invite();
    await t.database.db
      .update(invitationTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationTable.id, expired.id));
    expect((await (await request(t, `/api/invitations/${expired.id}`)).json()).status).toBe("expired");
    const cancelled = await invite();
    await request(t, "/api/auth/organization/cancel-invitation", {
      json: { invitationId: cancelled.id },
      cookie: owner.cookie,
    });
    expect((await (await request(t, `/api/invitations/${cancelled.id}`)).json()).status).toBe("canceled");
    expect((await request(t, "/api/invitations/nope")).status).toBe(404);
    // The studio's list keeps the expired one, marked so, and leaves the cancelled one out.
    const listed = (await (
      await request(t, `/api/organization/${id}/invitations`, { cookie: owner.cookie })
    ).json()) as OrganizationInvitation[];
    expect(listed.map(({ id: invitationId, expired: isExpired }) => ({ invitationId, isExpired }))).toEqual([
      { invitationId: expired.id, isExpired: true },
    ]);
  });

  it("lets an expired invitation's address be invited again, lists only the newest, and none once it is deleted", async () => {
    const owner = await createSignedInUser(t);
    const id = await createStudioAs(t, owner);
    const email = uniqueEmail("late");
    const invite = (address: string) =>
      request(t, "/api/auth/organization/invite-member", {
        json: { email: address, role: "member", organizationId: id },
        cookie: owner.cookie,
      });
    const list = async () =>
      (await (
        await request(t, `/api/organization/${id}/invitations`, { cookie: owner.cookie })
      ).json()) as OrganizationInvitation[];
    const first = (await (await invite(email)).json()) as { id: string };
    await t.database.db
      .update(invitationTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationTable.id, first.id));
    expect((await list()).map((i) => [i.email, i.expired])).toEqual([[email, true]]);

    const again = await invite(email.toUpperCase());
    expect(again.status).toBe(200);
    const second = (await again.json()) as { id: string };
    expect((await list()).map((i) => [i.id, i.expired])).toEqual([[second.id, false]]);
    expect((await (await request(t, `/api/invitations/${first.id}`)).json()).status).toBe("expired");

    // Deleting an expired invitation takes it off the list.
    await t.database.db
      .update(invitationTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationTable.id, second.id));
    const cancel = await request(t, "/api/auth/organization/cancel-invitation", {
      json: { invitationId: second.id },
      cookie: owner.cookie,
    });
    expect(cancel.status).toBe(200);
    // The address's newest invitation was deleted: the older expired one stays off the list too.
    expect(await list()).toEqual([]);
  });
});

describe("teams", () => {
  it("lets managers create teams and add studio members only", async () => {
    const owner = await createSignedInUser(t);
    const plain = await createSignedInUser(t);
    const outsider = await createSignedInUser(t);
    const id = await createStudioAs(t, owner);
    await addMemberAs(t, id, plain.userId, "member");
    const created = await request(t, "/api/auth/organization/create-team", {
      json: { name: "Level Design", organizationId: id },
      cookie: owner.cookie,
    });
    const teamId = ((await created.json()) as { id: string }).id;
    const add = await request(t, "/api/auth/organization/add-team-member", {
      json: { teamId, userId: plain.userId },
      cookie: owner.cookie,
    });
    expect(add.status).toBe(200);
    const addOutsider = await request(t, "/api/auth/organization/add-team-member", {
      json: { teamId, userId: outsider.userId },
      cookie: owner.cookie,
    });
    expect(addOutsider.status).toBe(400);
    const members = (await (
      await request(t, `/api/organization/${id}/members`, { cookie: owner.cookie })
    ).json()) as Array<{ userId: string; teams: Array<{ name: string }> }>;
    expect(members.find((m) => m.userId === plain.userId)?.teams).toEqual([{ id: teamId, name: "Level Design" }]);
    const byMember = await request(t, "/api/auth/organization/update-team", {
      json: { teamId, data: { name: "Nope" } },
      cookie: plain.cookie,
    });
    expect(byMember.status).toBe(403);
  });

  it("holds team names to plain text of 2 to 60 characters, on create and rename, and stores nothing else", async () => {
    const owner = await createSignedInUser(t);
    const id = await createStudioAs(t, owner);
    for (const name of ["x", " ", "A".repeat(61), "Tab\tTeam", "Nul\u0000Team", 42]) {
      const res = await request(t, "/api/auth/organization/create-team", {
        json: { name, organizationId: id },
        cookie: owner.cookie,
      });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect((await res.json()).message).toMatch(/^Team name must|NUL|expected string/);
    }
    const created = await request(t, "/api/auth/organization/create-team", {
      json: { name: "Level Design", organizationId: id },
      cookie: owner.cookie,
    });
    expect(created.status).toBe(200);
    const teamId = ((await created.json()) as { id: string }).id;
    const renamed = await request(t, "/api/auth/organization/update-team", {
      json: { teamId, data: { name: "y" } },
      cookie: owner.cookie,
    });
    expect(renamed.status).toBe(400);
    expect((await renamed.json()).message).toBe("Team name must be at least 2 characters.");
    const teams = (await (
      await request(t, `/api/auth/organization/list-teams?organizationId=${id}`, { cookie: owner.cookie })
    ).json()) as Array<{ name: string }>;
    expect(teams.map((team) => team.name)).toEqual(["Level Design"]);
  });

  it("keeps a studio's team names distinct, ignoring case and spaces, on create and rename", async () => {
    const owner = await createSignedInUser(t);
    const id = await createStudioAs(t, owner);
    const create = (name: string, organizationId = id) =>
      request(t, "/api/auth/organization/create-team", { json: { name, organizationId }, cookie: owner.cookie });
    const art = await create("Art Team");
    expect(art.status).toBe(200);
    const again = await create("  art team ");
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("This studio already has a team named art team.");
    const audio = (await (await create("Audio")).json()) as { id: string };
    const rename = (name: string) =>
      request(t, "/api/auth/organization/update-team", {
        json: { teamId: audio.id, data: { name } },
        cookie: owner.cookie,
      });
    expect((await rename("ART TEAM")).status).toBe(400);
    const own = await rename("audio");
    expect(own.status, await own.clone().text()).toBe(200); // its own name, in other letters
    const teams = (await (
      await request(t, `/api/auth/organization/list-teams?organizationId=${id}`, { cookie: owner.cookie })
    ).json()) as Array<{ name: string }>;
    expect(teams.map((team) => team.name).sort()).toEqual(["Art Team", "audio"]);

    // Another studio may have its own Art Team.
    const other = await createStudioAs(t, owner, "Second Studio");
    expect((await create("Art Team", other)).status).toBe(200);
  });

  it("keeps one team when several requests create the same name at the same moment", async () => {
    const owner = await createSignedInUser(t);
    const id = await createStudioAs(t, owner);
    const answers = await Promise.all(
      ["Rigging", "rigging", " Rigging", "RIGGING ", "Rigging"].map((name) =>
        request(t, "/api/auth/organization/create-team", { json: { name, organizationId: id }, cookie: owner.cookie }),
      ),
    );
    // The check refuses those that come after the first write (400); the index those that passed it together (409).
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(
      statuses.every((status) => status === 200 || status === 400 || status === 409),
      String(statuses),
    ).toBe(true);
    for (const answer of answers.filter((a) => a.status === 409))
      expect((await answer.json()).message).toBe(STUDIO_RULE_MESSAGES.teamNameTakenMeanwhile);
    const teams = await t.database.db.select().from(teamTable).where(eq(teamTable.organizationId, id));
    expect(teams).toHaveLength(1);
  });

  it("tells apart teams named alike before names were checked, then keeps names distinct (migration 0014)", async () => {
    const owner = await createSignedInUser(t);
    const id = await createStudioAs(t, owner);
    const { db } = t.database;
    const migration = readFileSync(new URL("../../../../drizzle/0014_team_names_unique.sql", import.meta.url), "utf8");
    await db.execute(sql.raw(`DROP INDEX ${TEAM_NAME_UNIQUE_INDEX}`));
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    await db.insert(teamTable).values([
      { id: "team-a", organizationId: id, name: "Art", createdAt: at(1) },
      { id: "team-b", organizationId: id, name: " art ", createdAt: at(2) },
      { id: "team-c", organizationId: id, name: "ART", createdAt: at(3) },
      { id: "team-d", organizationId: id, name: "art (2)", createdAt: at(0) }, // the name the second would get
    ]);
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const names = await db
      .select({ id: teamTable.id, name: teamTable.name })
      .from(teamTable)
      .where(eq(teamTable.organizationId, id));
    expect(Object.fromEntries(names.map((team) => [team.id, team.name]))).toEqual({
      "team-a": "Art",
      "team-b": "art (team-b)",
      "team-c": "ART (3)",
      "team-d": "art (2)",
    });
    await expect(
      db.insert(teamTable).values({ id: "team-e", organizationId: id, name: "Art ", createdAt: at(4) }),
    ).rejects.toThrow();
  });
});
