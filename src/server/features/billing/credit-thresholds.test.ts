import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditPool, mailOutbox } from "../../db/schema/index.ts";
import { useTestApp, TEST_BASE_URL } from "../../test-utils/test-app.ts";
import { checkCreditThresholds } from "./credit-thresholds.ts";
import {
  addStudioMember,
  createSignedInUser,
  createStudio,
  personalPool,
  setPoolUsage,
  studioPool,
} from "./testing/billing-test-helpers.ts";
import { completeLocalCheckoutAs } from "./testing/local-flow.ts";

// One e-mail per threshold (80 %, 100 %) per cycle: to the user, or to a studio's owners.
const t = useTestApp();

const check = (poolId: string) => checkCreditThresholds(t.database.db, t.services.mailer, poolId, TEST_BASE_URL);
const thresholdMails = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, "%of its credits")));

describe("checkCreditThresholds", () => {
  it("mails the user once at 80 % and once at 100 %, again only after the cycle restarts", async () => {
    const user = await createSignedInUser(t);
    const pool = await personalPool(t, user.userId);
    await setPoolUsage(t, pool.id, 159);
    expect(await check(pool.id)).toEqual({ announced: [], failedRecipients: [] });

    await setPoolUsage(t, pool.id, 160);
    expect((await check(pool.id)).announced).toEqual([80]);
    expect((await check(pool.id)).announced).toEqual([]);
    await setPoolUsage(t, pool.id, 200);
    expect((await check(pool.id)).announced).toEqual([100]);
    const mails = await thresholdMails(user.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Your Goji account has used 100% of its credits",
      "Your Goji account has used 80% of its credits",
    ]);
    expect(mails[0]?.text).toContain(`${TEST_BASE_URL}/account`);

    // A new cycle empties notified_thresholds (roll-over and the billing sync both do).
    await t.database.db.update(creditPool).set({ notifiedThresholds: [], used: 170 }).where(eq(creditPool.id, pool.id));
    expect((await check(pool.id)).announced).toEqual([80]);
  });

  it("sends one e-mail when concurrent debits cross the line together", async () => {
    const user = await createSignedInUser(t);
    const pool = await personalPool(t, user.userId);
    await setPoolUsage(t, pool.id, 170);
    const results = await Promise.all(Array.from({ length: 5 }, () => check(pool.id)));
    expect(results.flatMap((r) => r.announced)).toEqual([80]);
    expect(await thresholdMails(user.email)).toHaveLength(1);
  });

  it("names the higher threshold once when usage jumps past both", async () => {
    const user = await createSignedInUser(t);
    const pool = await personalPool(t, user.userId);
    await setPoolUsage(t, pool.id, 200);
    expect((await check(pool.id)).announced).toEqual([80, 100]);
    const mails = await thresholdMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("100%");
  });

  it("mails a studio's owners, not its admins or members", async () => {
    const owner = await createSignedInUser(t);
    const admin = await createSignedInUser(t);
    const studioId = await createStudio(t, owner, "Threshold Studio");
    await addStudioMember(t, studioId, admin.userId, "admin");
    await completeLocalCheckoutAs(t, owner, { planId: "studio", organizationId: studioId });
    const pool = await studioPool(t, studioId);
    await setPoolUsage(t, pool.id, 24_000);
    expect((await check(pool.id)).announced).toEqual([80]);
    expect((await thresholdMails(owner.email))[0]?.subject).toBe("Threshold Studio has used 80% of its credits");
    expect(await thresholdMails(admin.email)).toHaveLength(0);
  });

  it("does nothing for a pool without credits or an unknown pool, and reports mail failures", async () => {
    const owner = await createSignedInUser(t);
    const studioId = await createStudio(t, owner, "Empty Studio");
    expect(await check((await studioPool(t, studioId)).id)).toEqual({ announced: [], failedRecipients: [] });
    expect(await check("no-such-pool")).toEqual({ announced: [], failedRecipients: [] });

    const user = await createSignedInUser(t);
    const pool = await personalPool(t, user.userId);
    await setPoolUsage(t, pool.id, 190);
    const failing = { send: () => Promise.reject(new Error("smtp down")) };
    expect(await checkCreditThresholds(t.database.db, failing, pool.id, TEST_BASE_URL)).toEqual({
      announced: [80],
      failedRecipients: [user.email],
    });
  });
});
