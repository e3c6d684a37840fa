import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSignedInUser } from "../../test-utils/auth-helpers.ts";
import { generateKey, me, setPoolTotal, spend } from "../../test-utils/plugin-helpers.ts";
import { addMemberAs, createStudioAs } from "../../test-utils/studio-helpers.ts";
import { createTestApp, type TestApp } from "../../test-utils/test-app.ts";

// TRUNCATE empties whole tables, so every case gets its own app and database.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** A member's studio key and a personal key, both in the principal cache after a first answer. */
async function cachedKeys() {
  const owner = await createSignedInUser(t);
  const worker = await createSignedInUser(t);
  const studioId = await createStudioAs(t, owner);
  await addMemberAs(t, studioId, worker.userId, "member");
  await setPoolTotal(t, { organizationId: studioId }, 1000);
  await setPoolTotal(t, { userId: owner.userId }, 1000);
  const studioKey = await generateKey(t, worker, studioId);
  const personalKey = await generateKey(t, owner);
  for (const key of [studioKey, personalKey]) expect((await spend(t, key)).status).toBe(200);
  expect(t.services.plugin.keyCache.size).toBe(2);
  return { studioKey, personalKey };
}

/** An operator's TRUNCATE, then the feed has caught up (on PostgreSQL notifications are asynchronous). */
async function truncate(statement: string) {
  await t.database.db.execute(sql.raw(statement));
  await t.services.plugin.keyInvalidation.sync();
  // Emptied by the notification itself, before any request could find out on its own.
  expect(t.services.plugin.keyCache.size).toBe(0);
}

describe("a TRUNCATE by hand drops every cached key on every instance (no row triggers fire for it)", () => {
  it("TRUNCATE member: the studio key is refused at once, the personal key still works", async () => {
    const { studioKey, personalKey } = await cachedKeys();
    await truncate("truncate table member");
    expect((await me(t, studioKey)).status).toBe(401);
    expect((await spend(t, studioKey)).status).toBe(401);
    expect((await me(t, personalKey)).status).toBe(200);
  });

  it("TRUNCATE api_key CASCADE: both keys are refused at once", async () => {
    const { studioKey, personalKey } = await cachedKeys();
    await truncate("truncate table api_key cascade");
    for (const key of [studioKey, personalKey]) expect((await me(t, key)).status).toBe(401);
  });

  it("TRUNCATE organization CASCADE (the tables it empties with it notify too): the studio key is refused", async () => {
    const { studioKey } = await cachedKeys();
    await truncate("truncate table organization cascade");
    expect((await me(t, studioKey)).status).toBe(401);
  });
});
