import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  billingSubscription,
  creditPool,
  erasedSubject,
  invitation,
  localBillingSubscription,
  mailOutbox,
  organization,
  organizationAuditEvent,
  session,
  storedImage,
  usageEvent,
} from "../../db/schema/index.ts";
import { createSignedInUser, request, uniqueEmail } from "../../test-utils/auth-helpers.ts";
import { picture, upload } from "../../test-utils/image-fixtures.ts";
import { generateKey, me, spend } from "../../test-utils/plugin-helpers.ts";
import { addMemberAs, createStudioAs, type SignedInUser } from "../../test-utils/studio-helpers.ts";
import { createTestApp, type TestApp } from "../../test-utils/test-app.ts";
import { customerIdOf } from "../billing/testing/billing-test-helpers.ts";
import { completeLocalCheckoutAs } from "../billing/testing/local-flow.ts";

// better-auth's own organization delete endpoint runs the studio deletion service (studio-deletion.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const deleteStudio = (caller: SignedInUser, organizationId: string) =>
  request(t, "/api/auth/organization/delete", { json: { organizationId }, cookie: caller.cookie });
const studioExists = async (id: string) =>
  (await t.database.db.select().from(organization).where(eq(organization.id, id))).length === 1;

async function busyStudio() {
  const owner = await createSignedInUser(t, { name: "Olive Owner" });
  const admin = await createSignedInUser(t);
  const worker = await createSignedInUser(t);
  const id = await createStudioAs(t, owner, "Doomed Studio");
  await addMemberAs(t, id, admin.userId, "admin");
  await addMemberAs(t, id, worker.userId, "member");
  await completeLocalCheckoutAs(t, owner, { planId: "studio", organizationId: id });
  const key = await generateKey(t, worker, id);
  expect((await spend(t, key, { amount: 4 })).status).toBe(200);
  await upload(t, `/api/organization/${id}/logo`, await picture("png"), { cookie: owner.cookie });
  const invite = await request(t, "/api/auth/organization/invite-member", {
    json: { email: uniqueEmail("invitee"), role: "member", organizationId: id },
    cookie: owner.cookie,
  });
  expect(invite.status).toBe(200);
  await request(t, "/api/auth/organization/set-active", { json: { organizationId: id }, cookie: worker.cookie });
  return { owner, admin, worker, id, key };
}

describe("deleting a studio", () => {
  it("is refused to admins, members and outsiders, and nothing changes", async () => {
    const { admin, worker, id, key } = await busyStudio();
    const outsider = await createSignedInUser(t);
    expect((await deleteStudio(admin, id)).status).toBe(403);
    expect((await deleteStudio(worker, id)).status).toBe(403);
    expect((await deleteStudio(outsider, id)).status).toBe(404);
    expect(await studioExists(id)).toBe(true);
    expect((await me(t, key)).status).toBe(200);
    const customer = await customerIdOf(t, { organizationId: id });
    const [subscription] = await t.database.db
      .select()
      .from(localBillingSubscription)
      .where(eq(localBillingSubscription.customerId, customer));
    expect(subscription?.status).toBe("active");
  });

  it("cancels the subscription, revokes the keys, removes invitations, tells the members and keeps the accounting", async () => {
    const { owner, admin, worker, id, key } = await busyStudio();
    const customer = await customerIdOf(t, { organizationId: id });
    const res = await deleteStudio(owner, id);
    expect(res.status).toBe(200);

    expect(await studioExists(id)).toBe(false);
    expect((await me(t, key)).status).toBe(401);
    expect((await spend(t, key)).status).toBe(401);
    const [subscription] = await t.database.db
      .select()
      .from(localBillingSubscription)
      .where(eq(localBillingSubscription.customerId, customer));
    expect(subscription).toMatchObject({ status: "canceled" });
    expect(subscription?.endedAt).not.toBeNull();
    expect(await t.database.db.select().from(invitation).where(eq(invitation.organizationId, id))).toHaveLength(0);
    expect(await t.database.db.select().from(storedImage).where(eq(storedImage.organizationId, id))).toHaveLength(0);
    const [workerSession] = await t.database.db.select().from(session).where(eq(session.userId, worker.userId));
    expect(workerSession?.activeOrganizationId).toBeNull();

    for (const person of [admin, worker]) {
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, person.email))
        .orderBy(desc(mailOutbox.createdAt));
      expect(mail?.subject).toBe("The studio Doomed Studio was deleted");
      expect(mail?.text).toContain("Olive Owner deleted the studio Doomed Studio");
    }

    // Kept for accounting, under the studio's pseudonym: pool, ledger lines, billing history, audit trail.
    const [kept] = await t.database.db
      .select()
      .from(billingSubscription)
      .where(eq(billingSubscription.customerId, customer));
    const pseudonym = kept?.organizationId ?? "";
    expect(pseudonym).toMatch(/^erased_/);
    expect(kept?.status).toBe("canceled");
    const [subject] = await t.database.db.select().from(erasedSubject).where(eq(erasedSubject.id, pseudonym));
    expect(subject?.kind).toBe("organization");
    const [pool] = await t.database.db.select().from(creditPool).where(eq(creditPool.organizationId, pseudonym));
    const events = await t.database.db
      .select()
      .from(usageEvent)
      .where(eq(usageEvent.poolId, pool?.id ?? ""));
    expect(events.map((e) => [e.userId, e.amount])).toEqual([[worker.userId, 4]]);
    const trail = await t.database.db
      .select()
      .from(organizationAuditEvent)
      .where(eq(organizationAuditEvent.organizationId, pseudonym));
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(["studio.created", "studio.deleted"]));
    expect(trail.find((e) => e.action === "studio.deleted")?.actorUserId).toBe(owner.userId);
    expect(
      await t.database.db.select().from(organizationAuditEvent).where(eq(organizationAuditEvent.organizationId, id)),
    ).toHaveLength(0);
  });
});
