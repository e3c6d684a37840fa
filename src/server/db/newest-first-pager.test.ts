import { describe, expect, it } from "vitest";
import type { AuditPage } from "../../shared/admin.ts";
import type { AuditEventPage } from "../../shared/organizations.ts";
import { recordAdminAction } from "../features/admin/audit-log.ts";
import { createAdmin, useAdminTestApp } from "../features/admin/admin-test-helpers.ts";
import { recordAuditEvent } from "../features/organizations/audit-log.ts";
import { request } from "../test-utils/auth-helpers.ts";
import { createStudioAs } from "../test-utils/studio-helpers.ts";

/**
 * Both audit logs page through the same (createdAt, id) cursor. Events written in one transaction share
 * their time (the column's now() is the transaction's start; the admin log passes one `now`), so a cursor
 * on the time alone would skip or repeat them. Each log gets seven such events and is read two at a time.
 */
const t = useAdminTestApp();

/** Follows nextCursor from the first page to the last; returns every entry's id in order. */
async function readAllPages<Page>(
  fetchPage: (cursor: string | null) => Promise<Page>,
  entriesOf: (page: Page) => Array<{ id: string; createdAt: string }>,
  cursorOf: (page: Page) => string | null,
) {
  const ids: string[] = [];
  const times: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages += 1) {
    const page: Page = await fetchPage(cursor);
    ids.push(...entriesOf(page).map((entry) => entry.id));
    times.push(...entriesOf(page).map((entry) => entry.createdAt));
    cursor = cursorOf(page);
    if (!cursor) return { ids, times, pages: pages + 1 };
  }
  throw new Error("the pager never reached a last page");
}

describe("the newest-first audit pager", () => {
  it("pages through a studio's events that share one transaction's time, each exactly once", async () => {
    const admin = await createAdmin(t);
    const studioId = await createStudioAs(t, admin);
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i += 1) {
        await recordAuditEvent(tx, {
          organizationId: studioId,
          actorUserId: admin.userId,
          action: "member.invited",
          targetEmail: `invitee-${i}@example.test`,
        });
      }
    });
    const { ids, times, pages } = await readAllPages(
      async (cursor) => {
        const query = cursor ? `limit=2&cursor=${cursor}` : "limit=2";
        const res = await request(t, `/api/organization/${studioId}/audit?${query}`, { cookie: admin.cookie });
        expect(res.status).toBe(200);
        return (await res.json()) as AuditEventPage;
      },
      (page) => page.entries,
      (page) => page.nextCursor,
    );
    // Seven events of the one transaction plus "studio.created" from before it.
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
    expect(pages).toBe(4);
    expect(new Set(times.slice(0, 7)).size).toBe(1);
    const events = await t.database.db.query.organizationAuditEvent.findMany({
      where: (event, { eq }) => eq(event.organizationId, studioId),
    });
    expect(new Set(ids)).toEqual(new Set(events.map((event) => event.id)));
  });

  it("pages through admin actions that share one time, filtered to one user, each exactly once", async () => {
    const admin = await createAdmin(t);
    const target = `target-${Date.now()}`;
    const now = new Date();
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i += 1) {
        await recordAdminAction(
          tx,
          { actorId: admin.userId, actorEmail: admin.email, action: "user.update", targetUserId: target },
          now,
        );
      }
    });
    const { ids, pages } = await readAllPages(
      async (cursor) => {
        const query = new URLSearchParams({ limit: "2", userId: target, ...(cursor ? { cursor } : {}) });
        const res = await request(t, `/api/admin/audit-log?${query.toString()}`, { cookie: admin.cookie });
        expect(res.status).toBe(200);
        return (await res.json()) as AuditPage;
      },
      (page) => page.entries,
      (page) => page.nextCursor,
    );
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
    expect(pages).toBe(4);
  });
});
