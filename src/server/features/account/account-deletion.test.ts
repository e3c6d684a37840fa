import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  billingSubscription,
  creditPool,
  erasedSubject,
  localBillingCustomer,
  localBillingInvoice,
  localBillingSubscription,
  member,
  organization,
  usageEvent,
  user,
} from "../../db/schema/index.ts";
import {
  confirmDeletion,
  deleteAccount,
  deletionTokenFor,
  enableTwoFactor,
  placesHolding,
  requestDeletion,
} from "../../test-utils/account-helpers.ts";
import { createSignedInUser, latestMail, request, signIn } from "../../test-utils/auth-helpers.ts";
import { picture, upload } from "../../test-utils/image-fixtures.ts";
import { generateKey, me, setPoolTotal, spend } from "../../test-utils/plugin-helpers.ts";
import { addMemberAs, createStudioAs, type SignedInUser } from "../../test-utils/studio-helpers.ts";
import { createTestApp, type TestApp } from "../../test-utils/test-app.ts";
import { totpCode } from "../../test-utils/totp.ts";
import { customerIdOf } from "../billing/testing/billing-test-helpers.ts";
import { completeLocalCheckoutAs } from "../billing/testing/local-flow.ts";

// Account deletion with the built-in local billing provider (the Stripe path: stripe-account-deletion.test.ts).
const ADMIN_EMAIL = "deletion-admin@example.test";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const signedIn = async (cookie: string) =>
  (await (await request(t, "/api/auth/get-session", { cookie })).json()) !== null;

describe("asking for the deletion link", () => {
  it("needs the current password, and sends a link instead of deleting", async () => {
    const person = await createSignedInUser(t);
    const missing = await requestDeletion(t, person, {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("Enter your current password.");
    const wrong = await requestDeletion(t, person, { password: "not-mine-123" });
    expect((await wrong.json()).message).toBe("Incorrect password.");

    const asked = await requestDeletion(t, person);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ success: true, message: "Verification email sent" });
    expect(await signedIn(person.cookie)).toBe(true);
    const mail = await latestMail(t, person.email);
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/delete-account\?token=[a-z0-9]+/);
  });

  it("needs a code from the authenticator app (or a backup code) when 2FA is on", async () => {
    const person = await enableTwoFactor(t, await createSignedInUser(t));
    const noCode = await requestDeletion(t, person, { password: person.password });
    expect(noCode.status).toBe(400);
    expect((await noCode.json()).message).toBe("Enter a code from your authenticator app (or a backup code).");
    const wrongCode = await requestDeletion(t, person, { password: person.password, code: "000000" });
    expect((await wrongCode.json()).message).toBe("Invalid verification code.");
    // The code used to turn 2FA on was spent; the next one is accepted.
    const withCode = await requestDeletion(t, person, {
      password: person.password,
      code: totpCode(person.totpURI, Date.now(), 1),
    });
    expect(withCode.status).toBe(200);
    const withBackup = await requestDeletion(t, person, { password: person.password, code: person.backupCodes[0] });
    expect(withBackup.status).toBe(200);
  });

  it("is refused, naming the studios, while the user is the only owner of a studio with other members", async () => {
    const person = await createSignedInUser(t);
    const colleague = await createSignedInUser(t);
    const forge = await createStudioAs(t, person, "Pixel Forge");
    const owls = await createStudioAs(t, person, "Night Owls");
    await addMemberAs(t, forge, colleague.userId, "admin");
    await addMemberAs(t, owls, colleague.userId, "member");
    await createStudioAs(t, person, "Solo Studio");

    const refused = await requestDeletion(t, person);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.message).toBe(
      "You are the only owner of Night Owls and Pixel Forge, studios that have other members. Make another member an owner, or delete those studios, before deleting your account.",
    );
    expect(body.blockingStudios.map((s: { name: string }) => s.name)).toEqual(["Night Owls", "Pixel Forge"]);

    const preview = await (await request(t, "/api/account/deletion-preview", { cookie: person.cookie })).json();
    expect(preview).toMatchObject({
      blockingStudios: [{ name: "Night Owls" }, { name: "Pixel Forge" }],
      studiosDeleted: [{ name: "Solo Studio" }],
      studiosLeft: [],
      subscription: null,
      requiresPassword: true,
      requiresTwoFactorCode: false,
    });
    expect(await signedIn(person.cookie)).toBe(true);
  });

  it("refuses the e-mailed link while a studio blocks it, and the link still works once resolved", async () => {
    const person = await createSignedInUser(t);
    const studio = await createStudioAs(t, person, "Late Joiners");
    expect((await requestDeletion(t, person)).status).toBe(200);
    const token = await deletionTokenFor(t, person.email);
    const joiner = await createSignedInUser(t);
    const joined = await addMemberAs(t, studio, joiner.userId, "member");

    const refused = await confirmDeletion(t, person, token);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain("Late Joiners");
    await t.database.db.delete(member).where(eq(member.id, joined));
    expect((await confirmDeletion(t, person, token)).status).toBe(200);
  });

  it("tells the confirmation page whether the link still works, without using it up", async () => {
    const person = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    await requestDeletion(t, person);
    const token = await deletionTokenFor(t, person.email);
    const check = async (linkToken: string, cookie?: string) => {
      const res = await request(t, `/api/account/deletion-link?token=${encodeURIComponent(linkToken)}`, { cookie });
      expect(res.status).toBe(200);
      return ((await res.json()) as { status: string }).status;
    };
    expect(await check(token, person.cookie)).toBe("usable");
    expect(await check(token)).toBe("usable"); // signed out: the page then asks to sign in
    expect(await check(token, other.cookie)).toBe("other-account"); // better-auth refuses anyone else's link
    expect(await check(`${token.slice(0, -1)}x`, person.cookie)).toBe("invalid");
    expect((await request(t, "/api/account/deletion-link?token=")).status).toBe(422);
    expect((await request(t, "/api/account/deletion-link")).status).toBe(422);
    // Asking did not spend it: the link still deletes, and is no longer live afterwards.
    expect((await confirmDeletion(t, person, token)).status).toBe(200);
    expect(await check(token)).toBe("invalid");
  });

  it("refuses someone else's link", async () => {
    const person = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    await requestDeletion(t, person);
    const res = await confirmDeletion(t, other, await deletionTokenFor(t, person.email));
    expect(res.status).toBe(404);
    expect(await signedIn(person.cookie)).toBe(true);
    expect(await signedIn(other.cookie)).toBe(true);
  });
});

describe("deleting the account", () => {
  it("cancels the subscription, ends sessions and keys everywhere, erases the person and keeps the accounting", async () => {
    const { createServices } = await import("../../services.ts");
    const { createApp } = await import("../../app.ts");
    const { createLogger } = await import("../../lib/logger.ts");
    const secondServices = createServices(t.config, t.database, createLogger("silent"));
    const second = createApp(secondServices);
    try {
      const person = await createSignedInUser(t, { name: "Erin Erasable" });
      const coOwner = await createSignedInUser(t);
      const otherDevice = await signIn(t, person.email, person.password, "10.44.0.9");

      await completeLocalCheckoutAs(t, person, { planId: "pro" });
      const personalKey = await generateKey(t, person);
      const shared = await createStudioAs(t, coOwner, "Shared Studio");
      await addMemberAs(t, shared, person.userId, "owner");
      await setPoolTotal(t, { organizationId: shared }, 500);
      const studioKey = await generateKey(t, person, shared);
      const solo = await createStudioAs(t, person, "Erin's Solo Studio");
      await completeLocalCheckoutAs(t, person, { planId: "studio", organizationId: solo });
      await upload(t, "/api/account/avatar", await picture("png"), { cookie: person.cookie });
      for (const key of [personalKey, personalKey, studioKey])
        expect((await spend(t, key, { amount: 3 })).status).toBe(200);

      // The second instance has the personal key cached.
      const onSecond = () => second.request("/api/v1/me", { headers: { authorization: `Bearer ${personalKey}` } });
      expect((await onSecond()).status).toBe(200);
      const personalCustomer = await customerIdOf(t, { userId: person.userId });
      const studioCustomer = await customerIdOf(t, { organizationId: solo });
      const eventsBefore = await t.database.db
        .select({ id: usageEvent.id, amount: usageEvent.amount, createdAt: usageEvent.createdAt })
        .from(usageEvent)
        .where(eq(usageEvent.userId, person.userId));
      expect(eventsBefore).toHaveLength(3);

      const deleted = await deleteAccount(t, person);
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({ success: true, message: "User deleted" });

      // Every session ends; every key is refused, here and on the other instance.
      expect(await signedIn(person.cookie)).toBe(false);
      expect(await signedIn(otherDevice.cookie)).toBe(false);
      for (const key of [personalKey, studioKey]) {
        expect((await me(t, key)).status).toBe(401);
        expect((await spend(t, key)).status).toBe(401);
      }
      await secondServices.syncCaches();
      expect((await onSecond()).status).toBe(401);
      expect((await signIn(t, person.email, person.password, "10.44.0.10")).response.status).toBe(401);

      // The subscriptions ended at the provider at once, not at the period's end.
      const localSubscriptions = await t.database.db
        .select()
        .from(localBillingSubscription)
        .where(inArray(localBillingSubscription.customerId, [personalCustomer, studioCustomer]));
      expect(localSubscriptions).toHaveLength(2);
      for (const s of localSubscriptions) {
        expect(s.status).toBe("canceled");
        expect(s.endedAt?.getTime()).toBeLessThanOrEqual(Date.now());
        expect(s.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
      }

      // The one-member studio went with the account; the shared one keeps its other owner.
      expect(await t.database.db.select().from(organization).where(eq(organization.id, solo))).toHaveLength(0);
      const sharedMembers = await t.database.db.select().from(member).where(eq(member.organizationId, shared));
      expect(sharedMembers.map((m) => m.userId)).toEqual([coOwner.userId]);

      // Accounting stays under one pseudonym: the same amounts and dates, the pool, the billing history.
      const [kept] = await t.database.db
        .select()
        .from(billingSubscription)
        .where(eq(billingSubscription.customerId, personalCustomer));
      const erasedId = kept?.userId ?? "";
      expect(erasedId).toMatch(/^erased_/);
      expect(kept).toMatchObject({ planId: "pro", status: "canceled" });
      const [subject] = await t.database.db.select().from(erasedSubject).where(eq(erasedSubject.id, erasedId));
      expect(subject?.kind).toBe("user");
      const eventsAfter = await t.database.db
        .select({ id: usageEvent.id, amount: usageEvent.amount, createdAt: usageEvent.createdAt })
        .from(usageEvent)
        .where(eq(usageEvent.userId, erasedId));
      expect(eventsAfter.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        eventsBefore.sort((a, b) => a.id.localeCompare(b.id)),
      );
      expect(await t.database.db.select().from(creditPool).where(eq(creditPool.userId, erasedId))).toHaveLength(1);
      const invoices = await t.database.db
        .select()
        .from(localBillingInvoice)
        .where(eq(localBillingInvoice.customerId, personalCustomer));
      expect(invoices.map((i) => i.amountCents)).toEqual([1900]);
      const [customer] = await t.database.db
        .select()
        .from(localBillingCustomer)
        .where(eq(localBillingCustomer.id, personalCustomer));
      expect(customer).toMatchObject({ name: "Deleted account", cardLast4: null });
      const [selfDelete] = await t.database.db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, "user.self_delete"), eq(adminAuditLog.targetUserId, erasedId)));
      expect(selfDelete).toMatchObject({ actorId: erasedId, targetEmail: null });

      // Nothing in the database leads back to the person any more.
      expect(await t.database.db.select().from(user).where(eq(user.id, person.userId))).toHaveLength(0);
      expect(await placesHolding(t, person.email)).toEqual([]);
      expect(await placesHolding(t, person.userId)).toEqual([]);
      expect(await placesHolding(t, "Erin Erasable")).toEqual([]);

      const goodbye = await latestMail(t, person.email);
      expect(goodbye?.subject).toBe("Your Goji account was deleted");
    } finally {
      await secondServices.close({ keepDatabase: true });
    }
  });
});

describe("an admin deleting an account", () => {
  const adminCall = (admin: SignedInUser, userId: string) =>
    request(t, "/api/auth/admin/remove-user", { json: { userId, reason: "Closed on request" }, cookie: admin.cookie });

  it("runs the same deletion, refuses it for a studio's only owner, and keeps the admin trail's record", async () => {
    const admin = await createSignedInUser(t, { email: ADMIN_EMAIL });
    const person = await createSignedInUser(t);
    const colleague = await createSignedInUser(t);
    const studio = await createStudioAs(t, person, "Admin Blocked");
    await addMemberAs(t, studio, colleague.userId, "member");
    const blocked = await adminCall(admin, person.userId);
    expect(blocked.status).toBe(409);
    expect((await blocked.json()).message).toContain("Admin Blocked");
    expect((await latestMail(t, person.email))?.subject).not.toBe("Your Goji account was deleted");

    await t.database.db
      .delete(member)
      .where(and(eq(member.organizationId, studio), eq(member.userId, colleague.userId)));
    await completeLocalCheckoutAs(t, person, { planId: "pro" });
    const key = await generateKey(t, person);
    expect((await spend(t, key)).status).toBe(200);
    const customer = await customerIdOf(t, { userId: person.userId });

    expect((await adminCall(admin, person.userId)).status).toBe(200);
    expect((await me(t, key)).status).toBe(401);
    const [subscription] = await t.database.db
      .select()
      .from(localBillingSubscription)
      .where(eq(localBillingSubscription.customerId, customer));
    expect(subscription?.status).toBe("canceled");
    expect(await t.database.db.select().from(organization).where(eq(organization.id, studio))).toHaveLength(0);
    expect(await t.database.db.select().from(usageEvent).where(eq(usageEvent.userId, person.userId))).toHaveLength(0);
    // The admin trail still names whom the admin deleted; the ledger does not.
    expect(await placesHolding(t, person.email)).toEqual(["admin_audit_log.target_email"]);
    // The person is told, as after deleting the account themselves.
    const goodbye = await latestMail(t, person.email);
    expect(goodbye).toMatchObject({ subject: "Your Goji account was deleted" });
    expect(goodbye?.text).toContain("Your Goji account has been deleted.");
  });
});
