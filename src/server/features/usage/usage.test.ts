import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { organizationAuditEvent, usageEvent } from "../../db/schema/index.ts";
import { createSignedInUser, request } from "../../test-utils/auth-helpers.ts";
import { generateKey, readPool, setPoolTotal, spend } from "../../test-utils/plugin-helpers.ts";
import { addMemberAs, createStudioAs } from "../../test-utils/studio-helpers.ts";
import { useTestApp, type TestApp } from "../../test-utils/test-app.ts";
import { chartDays } from "./daily-usage.ts";
import { csvCell } from "./usage-csv.ts";

const t = useTestApp();

/** Owner, admin and member in a funded studio; the member spent 7 and the owner 3. */
async function busyStudio() {
  const owner = await createSignedInUser(t, { name: "Olivia Owner" });
  const admin = await createSignedInUser(t, { name: "Adam Admin" });
  const member = await createSignedInUser(t, { name: "=cmd|' /C calc'!A0" });
  const outsider = await createSignedInUser(t);
  const studioId = await createStudioAs(t, owner);
  const adminMemberId = await addMemberAs(t, studioId, admin.userId, "admin");
  const memberId = await addMemberAs(t, studioId, member.userId, "member");
  const poolId = await setPoolTotal(t, { organizationId: studioId }, 1000);
  expect(
    (await spend(t, await generateKey(t, member, studioId), { amount: 7, feature: 'scene, "quoted"' })).status,
  ).toBe(200);
  expect((await spend(t, await generateKey(t, owner, studioId), { amount: 3 })).status).toBe(200);
  return { owner, admin, member, outsider, studioId, adminMemberId, memberId, poolId };
}

const allocate = (t: TestApp, cookie: string, studioId: string, memberId: string, creditAllocation: unknown) =>
  request(t, `/api/organization/${studioId}/members/${memberId}/allocation`, {
    method: "PUT",
    json: { creditAllocation },
    cookie,
  });

describe("GET /api/organization/:id/usage", () => {
  it("shows owners and admins the pool, every member's allocation and usage, and the 30-day chart", async () => {
    const { owner, admin, member, studioId } = await busyStudio();
    for (const viewer of [owner, admin]) {
      const res = await request(t, `/api/organization/${studioId}/usage`, { cookie: viewer.cookie });
      expect(res.status).toBe(200);
      const usage = await res.json();
      expect(usage.canManage).toBe(true);
      expect(usage.pool).toEqual({ total: 1000, used: 10, allocated: 0, unallocated: 1000, sharedUsed: 10 });
      expect(usage.members.map((m: { userId: string; usedThisCycle: number }) => [m.userId, m.usedThisCycle])).toEqual([
        [owner.userId, 3],
        [admin.userId, 0],
        [member.userId, 7],
      ]);
      expect(usage.daily.days).toEqual(chartDays(new Date()));
      const memberLine = usage.daily.series.find((s: { userId: string }) => s.userId === member.userId);
      expect(memberLine.values.at(-1)).toBe(7);
      expect(memberLine.values.reduce((a: number, b: number) => a + b, 0)).toBe(7);
    }
  });

  it("shows a member the pool totals and only their own line", async () => {
    const { member, studioId } = await busyStudio();
    const usage = await (await request(t, `/api/organization/${studioId}/usage`, { cookie: member.cookie })).json();
    expect(usage.canManage).toBe(false);
    expect(usage.pool.used).toBe(10);
    expect(usage.members).toHaveLength(1);
    expect(usage.members[0]).toMatchObject({ userId: member.userId, usedThisCycle: 7 });
    expect(usage.daily.series.map((s: { userId: string }) => s.userId)).toEqual([member.userId]);
  });

  it("answers a non-member like a missing studio (404), bad ids with 422, no session with 401", async () => {
    const { outsider, studioId } = await busyStudio();
    const foreign = await request(t, `/api/organization/${studioId}/usage`, { cookie: outsider.cookie });
    const missing = await request(t, "/api/organization/nope/usage", { cookie: outsider.cookie });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { message: (await missing.json()).error.message } });
    expect((await request(t, `/api/organization/${"x".repeat(101)}/usage`, { cookie: outsider.cookie })).status).toBe(
      422,
    );
    expect((await request(t, `/api/organization/${studioId}/usage`)).status).toBe(401);
  });
});

describe("PUT /api/organization/:id/members/:memberId/allocation", () => {
  it("lets owners and admins allocate, keeps Σ allocations ≤ total, and records the change", async () => {
    const { owner, admin, studioId, memberId, adminMemberId, poolId } = await busyStudio();
    const set = await allocate(t, owner.cookie, studioId, memberId, 600);
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({
      memberId,
      creditAllocation: 600,
      pool: { total: 1000, used: 10, allocated: 600, unallocated: 400, sharedUsed: 10 },
    });

    const tooMuch = await allocate(t, owner.cookie, studioId, adminMemberId, 401);
    expect(tooMuch.status).toBe(422);
    expect((await tooMuch.json()).error.message).toBe(
      "Allocations cannot exceed the studio's 1,000 credits: at most 400 can be allocated to this member.",
    );
    expect((await allocate(t, owner.cookie, studioId, adminMemberId, 400)).status).toBe(200);
    expect((await readPool(t, poolId)).allocatedTotal).toBe(1000);

    // An admin sets a plain member's allocation, as an owner does.
    expect((await allocate(t, admin.cookie, studioId, memberId, null)).status).toBe(200);
    expect((await readPool(t, poolId)).allocatedTotal).toBe(400);
    const audit = await t.database.db
      .select()
      .from(organizationAuditEvent)
      .where(eq(organizationAuditEvent.organizationId, studioId));
    expect(audit.filter((e) => e.action === "member.allocation_changed").map((e) => e.details)).toEqual([
      { from: null, to: 600 },
      { from: null, to: 400 },
      { from: 600, to: null },
    ]);
  });

  it("lets admins set plain members' allocations only: an owner's, another admin's and their own are the owners' (403)", async () => {
    const { owner, admin, studioId, memberId, adminMemberId, poolId } = await busyStudio();
    const secondAdmin = await createSignedInUser(t);
    const secondAdminMemberId = await addMemberAs(t, studioId, secondAdmin.userId, "admin");
    const members = (await (
      await request(t, `/api/organization/${studioId}/members`, { cookie: owner.cookie })
    ).json()) as Array<{ memberId: string; userId: string }>;
    const ownerMemberId = members.find((m) => m.userId === owner.userId)?.memberId ?? "";
    for (const target of [ownerMemberId, secondAdminMemberId, adminMemberId]) {
      const refused = await allocate(t, admin.cookie, studioId, target, 0);
      expect(refused.status, target).toBe(403);
      expect((await refused.json()).error.message).toBe("You are not allowed to access resource: member");
    }
    expect((await readPool(t, poolId)).allocatedTotal).toBe(0);
    expect((await allocate(t, admin.cookie, studioId, memberId, 100)).status).toBe(200);
    for (const target of [ownerMemberId, secondAdminMemberId, adminMemberId]) {
      expect((await allocate(t, owner.cookie, studioId, target, 100)).status, target).toBe(200);
    }
    expect((await readPool(t, poolId)).allocatedTotal).toBe(400);
  });

  it("shows unallocated = total − Σ allocations, negative once a smaller pool leaves the allocations above it", async () => {
    const { owner, studioId, memberId } = await busyStudio();
    expect((await allocate(t, owner.cookie, studioId, memberId, 800)).status).toBe(200);
    await setPoolTotal(t, { organizationId: studioId }, 500); // e.g. a downgrade at the next cycle
    const usage = await (await request(t, `/api/organization/${studioId}/usage`, { cookie: owner.cookie })).json();
    expect(usage.pool).toMatchObject({ total: 500, allocated: 800, unallocated: -300 });
    const lowered = await allocate(t, owner.cookie, studioId, memberId, 700);
    expect(lowered.status).toBe(200);
    expect((await lowered.json()).pool).toMatchObject({ allocated: 700, unallocated: -200 });
  });

  it("gives an allocation back when its member leaves the studio", async () => {
    const { owner, member, studioId, memberId, poolId } = await busyStudio();
    expect((await allocate(t, owner.cookie, studioId, memberId, 250)).status).toBe(200);
    expect(
      (await request(t, "/api/auth/organization/leave", { json: { organizationId: studioId }, cookie: member.cookie }))
        .status,
    ).toBe(200);
    expect((await readPool(t, poolId)).allocatedTotal).toBe(0);
  });

  it("refuses members (403 with the product's text), outsiders (404), bad input (422) and no session (401)", async () => {
    const { owner, member, outsider, studioId, memberId, adminMemberId } = await busyStudio();
    const refused = await allocate(t, member.cookie, studioId, adminMemberId, 10);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe("You are not allowed to access resource: member");
    expect((await allocate(t, outsider.cookie, studioId, memberId, 10)).status).toBe(404);

    // Another studio's owner, and a member id from another studio.
    const other = await busyStudio();
    expect((await allocate(t, other.owner.cookie, studioId, memberId, 10)).status).toBe(404);
    expect((await allocate(t, owner.cookie, studioId, other.memberId, 10)).status).toBe(404);
    expect((await allocate(t, owner.cookie, studioId, "no-such-member", 1)).status).toBe(404);

    for (const value of [-1, 1.5, "10", undefined, true, 1e10]) {
      expect((await allocate(t, owner.cookie, studioId, memberId, value)).status, String(value)).toBe(422);
    }
    expect(
      (
        await request(t, `/api/organization/${studioId}/members/${memberId}/allocation`, {
          method: "PUT",
          json: { creditAllocation: 1 },
        })
      ).status,
    ).toBe(401);
  });
});

describe("GET /api/organization/:id/usage.csv", () => {
  it("exports the cycle's events for owners and admins, with formula-safe, quoted cells", async () => {
    const { owner, admin, member, studioId } = await busyStudio();
    const res = await request(t, `/api/organization/${studioId}/usage.csv`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="goji-usage-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe("created_at,event_id,user_name,user_email,amount,feature,api_key,idempotency_key");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`'=cmd|' /C calc'!A0,${member.email},7,"scene, ""quoted"""`);
    expect(lines[2]).toContain(`Olivia Owner,${owner.email},3,,goji_`);
  });

  it("is refused to members (403) and outsiders (404)", async () => {
    const { member, outsider, studioId } = await busyStudio();
    expect((await request(t, `/api/organization/${studioId}/usage.csv`, { cookie: member.cookie })).status).toBe(403);
    expect((await request(t, `/api/organization/${studioId}/usage.csv`, { cookie: outsider.cookie })).status).toBe(404);
    expect((await request(t, `/api/organization/${studioId}/usage.csv`)).status).toBe(401);
  });

  it("csvCell quotes separators and defuses formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
  });
});

describe("GET /api/account/usage", () => {
  it("answers the personal pool and its 30-day chart, only for the signed-in user", async () => {
    const user = await createSignedInUser(t, { name: "Solo" });
    const key = await generateKey(t, user);
    await spend(t, key, { amount: 4 });
    await spend(t, key, { amount: 2 });
    const usage = await (await request(t, "/api/account/usage", { cookie: user.cookie })).json();
    expect(usage).toMatchObject({ used: 6, total: 200 });
    expect(usage.daily.series).toEqual([{ userId: user.userId, name: "Solo", values: [...Array(29).fill(0), 6] }]);

    // An event from 40 days ago is outside the chart.
    const [event] = await t.database.db.select().from(usageEvent).where(eq(usageEvent.userId, user.userId)).limit(1);
    await t.database.db
      .update(usageEvent)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(usageEvent.id, event?.id ?? ""));
    const later = await (await request(t, "/api/account/usage", { cookie: user.cookie })).json();
    expect(later.daily.series[0].values.reduce((a: number, b: number) => a + b, 0)).toBe(6 - (event?.amount ?? 0));
    expect((await request(t, "/api/account/usage")).status).toBe(401);
  });
});
