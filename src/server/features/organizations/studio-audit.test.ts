import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { organizationAuditEvent } from "../../db/schema/index.ts";
import { createSignedInUser, request } from "../../test-utils/auth-helpers.ts";
import { addMemberAs, createStudioAs, type SignedInUser } from "../../test-utils/studio-helpers.ts";
import { useTestApp } from "../../test-utils/test-app.ts";
import { recordAuditEvent } from "./audit-log.ts";

/** The studio audit trail names who and which team each entry is about (docs/permissions.md). */
const t = useTestApp();

interface Entry {
  action: string;
  targetUserId: string | null;
  targetEmail: string | null;
  details: Record<string, unknown>;
}

async function call(actor: SignedInUser, endpoint: string, json: Record<string, unknown>) {
  const res = await request(t, `/api/auth/organization/${endpoint}`, { json, cookie: actor.cookie });
  expect(res.status, `${endpoint}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** The trail as the Members tab reads it, newest first. */
async function listed(owner: SignedInUser, studioId: string): Promise<Entry[]> {
  const res = await request(t, `/api/organization/${studioId}/audit`, { cookie: owner.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { entries: Entry[] }).entries;
}

/** The one stored row of an action, as it was written. */
async function stored(studioId: string, action: string) {
  const rows = await t.database.db
    .select()
    .from(organizationAuditEvent)
    .where(and(eq(organizationAuditEvent.organizationId, studioId), eq(organizationAuditEvent.action, action)));
  expect(rows).toHaveLength(1);
  return rows[0];
}

async function studioWithMember() {
  const owner = await createSignedInUser(t, { name: "Quinn Assurance" });
  const sam = await createSignedInUser(t, { name: "Sam Teammate" });
  const studioId = await createStudioAs(t, owner, "Audit Studio");
  const memberId = await addMemberAs(t, studioId, sam.userId, "member");
  return { owner, sam, studioId, memberId };
}

describe("the studio audit trail names its people and teams", () => {
  it("records whose role changed, by e-mail", async () => {
    const { owner, sam, studioId, memberId } = await studioWithMember();
    await call(owner, "update-member-role", { memberId, role: "admin", organizationId: studioId });

    const row = await stored(studioId, "member.role_changed");
    expect(row).toMatchObject({ targetUserId: sam.userId, targetEmail: sam.email, details: { role: "admin" } });
    const [entry] = await listed(owner, studioId);
    expect(entry).toMatchObject({ action: "member.role_changed", targetEmail: sam.email, details: { role: "admin" } });
  });

  it("records who left, by e-mail", async () => {
    const { sam, studioId } = await studioWithMember();
    await call(sam, "leave", { organizationId: studioId });

    expect(await stored(studioId, "member.left")).toMatchObject({ targetUserId: sam.userId, targetEmail: sam.email });
  });

  it("records who was added to and removed from which team, and the name of a deleted team", async () => {
    const { owner, sam, studioId } = await studioWithMember();
    const team = await call(owner, "create-team", { name: "Level Design", organizationId: studioId });
    const teamId = team.id as string;
    await call(owner, "add-team-member", { teamId, userId: sam.userId });
    await call(owner, "remove-team-member", { teamId, userId: sam.userId });
    await call(owner, "remove-team", { teamId, organizationId: studioId });

    const named = { targetUserId: sam.userId, targetEmail: sam.email, details: { teamId, team: "Level Design" } };
    expect(await stored(studioId, "team.member_added")).toMatchObject(named);
    expect(await stored(studioId, "team.member_removed")).toMatchObject(named);
    // The team is gone after remove-team; its name was still recorded.
    expect(await stored(studioId, "team.deleted")).toMatchObject({ details: { teamId, team: "Level Design" } });

    const entries = await listed(owner, studioId);
    expect(entries.slice(0, 4).map((e) => [e.action, e.targetEmail, e.details.team])).toEqual([
      ["team.deleted", null, "Level Design"],
      ["team.member_removed", sam.email, "Level Design"],
      ["team.member_added", sam.email, "Level Design"],
      ["team.created", null, "Level Design"],
    ]);
  });

  it("names a deleted team whose creation was recorded without its name", async () => {
    const { owner, studioId } = await studioWithMember();
    const teamId = (await call(owner, "create-team", { name: "Level Design", organizationId: studioId })).id as string;
    // As a team created before the trail recorded names: its creation event holds neither its id nor its name.
    await t.database.db
      .update(organizationAuditEvent)
      .set({ details: {} })
      .where(
        and(eq(organizationAuditEvent.organizationId, studioId), eq(organizationAuditEvent.action, "team.created")),
      );
    await call(owner, "remove-team", { teamId, organizationId: studioId });

    expect(await stored(studioId, "team.deleted")).toMatchObject({
      actorUserId: owner.userId,
      details: { teamId, team: "Level Design" },
    });
  });

  it("names a renamed team by its name at the time", async () => {
    const { owner, sam, studioId } = await studioWithMember();
    const teamId = (await call(owner, "create-team", { name: "Level Design", organizationId: studioId })).id as string;
    await call(owner, "update-team", { teamId, data: { name: "World Building" } });
    await call(owner, "add-team-member", { teamId, userId: sam.userId });
    await call(owner, "remove-team", { teamId, organizationId: studioId });

    expect((await stored(studioId, "team.member_added"))?.details).toMatchObject({ team: "World Building" });
    expect((await stored(studioId, "team.deleted"))?.details).toMatchObject({ team: "World Building" });
  });

  it("names events stored before e-mails and team names were recorded, when it reads the trail", async () => {
    const { owner, sam, studioId } = await studioWithMember();
    const teamId = (await call(owner, "create-team", { name: "Level Design", organizationId: studioId })).id as string;
    const old = { organizationId: studioId, actorUserId: owner.userId };
    // As the trail recorded these before: the target's id without their e-mail, the team's id without its name.
    await recordAuditEvent(t.database.db, { ...old, action: "member.role_changed", targetUserId: sam.userId });
    await recordAuditEvent(t.database.db, {
      ...old,
      action: "team.member_added",
      targetUserId: sam.userId,
      details: { teamId },
    });
    await recordAuditEvent(t.database.db, { ...old, action: "team.deleted", details: { teamId: "gone-team" } });

    const entries = await listed(owner, studioId);
    const byAction = (action: string) => entries.find((e) => e.action === action);
    expect(byAction("member.role_changed")?.targetEmail).toBe(sam.email);
    expect(byAction("team.member_added")).toMatchObject({ targetEmail: sam.email, details: { team: "Level Design" } });
    // A team no one recorded a name for stays unnamed (the page says "a team"); nothing is made up.
    expect(byAction("team.deleted")?.details).toEqual({ teamId: "gone-team" });
  });

  it("does not name a team of another studio", async () => {
    const { owner, sam, studioId } = await studioWithMember();
    const other = await createSignedInUser(t);
    const otherStudio = await createStudioAs(t, other, "Other Studio");
    const foreign = (await call(other, "create-team", { name: "Secret Team", organizationId: otherStudio }))
      .id as string;
    await recordAuditEvent(t.database.db, {
      organizationId: studioId,
      actorUserId: owner.userId,
      action: "team.member_added",
      targetUserId: sam.userId,
      details: { teamId: foreign },
    });

    const entry = (await listed(owner, studioId)).find((e) => e.action === "team.member_added");
    expect(entry?.details).toEqual({ teamId: foreign });
  });
});
