import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiKey, member as memberTable, organization, user as userTable } from "../../db/schema/index.ts";
import { createSignedInUser, request } from "../../test-utils/auth-helpers.ts";
import { generateKey, me, setPoolTotal, spend } from "../../test-utils/plugin-helpers.ts";
import { addMemberAs, createStudioAs } from "../../test-utils/studio-helpers.ts";
import { randomIp } from "../../test-utils/device-helpers.ts";
import { startSecondInstance, useTestApp } from "../../test-utils/test-app.ts";
import { apiKeyLookups, apiKeyLookupsRefused } from "../../metrics/registry.ts";
import { BackgroundTasks } from "../../lib/background-tasks.ts";
import { hashApiKey } from "./key-format.ts";
import { createKeyResolver } from "./key-resolver.ts";
import { PrincipalCache } from "./principal-cache.ts";
import { UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE } from "./unknown-key-budget.ts";

const ADMIN_EMAIL = "key-admin@example.test";
const t = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  admin = await createSignedInUser(t, { email: ADMIN_EMAIL });
});

/** A studio with a funded pool, a member, and the member's studio key already cached by a first use. */
async function studioWithMemberKey() {
  const owner = await createSignedInUser(t);
  const worker = await createSignedInUser(t);
  const studioId = await createStudioAs(t, owner);
  const memberId = await addMemberAs(t, studioId, worker.userId, "member");
  await setPoolTotal(t, { organizationId: studioId }, 1000);
  const key = await generateKey(t, worker, studioId);
  expect((await spend(t, key)).status).toBe(200);
  expect(t.services.plugin.keyCache.size).toBeGreaterThan(0);
  return { owner, worker, studioId, memberId, key };
}

async function banUser(userId: string, banExpiresIn?: number) {
  const ban = await request(t, "/api/auth/admin/ban-user", {
    json: { userId, banReason: "A script hammering the plugin API", ...(banExpiresIn ? { banExpiresIn } : {}) },
    cookie: admin.cookie,
  });
  expect(ban.status).toBe(200);
}

/** Database lookups of plugin keys so far that found the key `result` (active, banned, unknown). */
async function lookupsWith(result: string): Promise<number> {
  return (await apiKeyLookups.get()).values.find((value) => value.labels.result === result)?.value ?? 0;
}

async function expectRefused(key: string, status = 401) {
  expect((await me(t, key)).status).toBe(status);
  expect((await spend(t, key)).status).toBe(status);
}

describe("a studio key stops working at once", () => {
  it("when its owner is removed from the studio", async () => {
    const { owner, studioId, memberId, key } = await studioWithMemberKey();
    const removed = await request(t, "/api/auth/organization/remove-member", {
      json: { memberIdOrEmail: memberId, organizationId: studioId },
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(200);
    await expectRefused(key);
  });

  it("when its owner leaves the studio (and re-joining does not revive it)", async () => {
    const { worker, studioId, key } = await studioWithMemberKey();
    const left = await request(t, "/api/auth/organization/leave", {
      json: { organizationId: studioId },
      cookie: worker.cookie,
    });
    expect(left.status).toBe(200);
    await expectRefused(key);
    await addMemberAs(t, studioId, worker.userId, "member");
    await expectRefused(key);
  });

  it("when the studio is deleted", async () => {
    const { owner, studioId, key } = await studioWithMemberKey();
    const deleted = await request(t, "/api/auth/organization/delete", {
      json: { organizationId: studioId },
      cookie: owner.cookie,
    });
    expect(deleted.status).toBe(200);
    await expectRefused(key);
  });

  it("when the membership row disappears by any other path (the database notifies every instance)", async () => {
    const { memberId, key } = await studioWithMemberKey();
    await t.database.db.delete(memberTable).where(eq(memberTable.id, memberId));
    await t.services.plugin.keyInvalidation.sync(); // on PostgreSQL the notification is asynchronous
    await expectRefused(key);
    const [row] = await t.database.db
      .select()
      .from(apiKey)
      .where(eq(apiKey.keyHash, hashApiKey(key)));
    expect(row?.revokedAt).not.toBeNull();
  });
});

describe("bans and deletions", () => {
  it("a banned user's personal and studio keys are refused (401) at once, and work again after unban", async () => {
    const { worker, key: studioKey } = await studioWithMemberKey();
    const personalKey = await generateKey(t, worker);
    expect((await me(t, personalKey)).status).toBe(200);

    const ban = await request(t, "/api/auth/admin/ban-user", {
      json: { userId: worker.userId, banReason: "Abusing the plugin API" },
      cookie: admin.cookie,
    });
    expect(ban.status).toBe(200);
    await expectRefused(personalKey, 401);
    await expectRefused(studioKey, 401);
    expect((await (await me(t, personalKey)).json()).error.message).toBe("This account has been banned.");

    const unban = await request(t, "/api/auth/admin/unban-user", {
      json: { userId: worker.userId },
      cookie: admin.cookie,
    });
    expect(unban.status).toBe(200);
    expect((await me(t, personalKey)).status).toBe(200);
    expect((await me(t, studioKey)).status).toBe(200);
  });

  it("a banned user's key sent again and again is looked up once, and works again at once after unban", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    expect((await me(t, key)).status).toBe(200);
    await banUser(user.userId);
    const before = await lookupsWith("banned");
    // From an address of its own: were each request looked up, the address would run out of budget.
    const address = randomIp();
    for (let i = 0; i < UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE + 5; i += 1) {
      expect((await me(t, key, { ip: address })).status).toBe(401);
    }
    expect((await lookupsWith("banned")) - before).toBe(1);

    const unban = await request(t, "/api/auth/admin/unban-user", {
      json: { userId: user.userId },
      cookie: admin.cookie,
    });
    expect(unban.status).toBe(200);
    expect((await me(t, key)).status).toBe(200);
  });

  it("a ban with an end is remembered no longer than it lasts", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    await banUser(user.userId, 3_600);
    // An end well inside the cache's minute, so that only the ban's end can drop the entry.
    const ends = new Date(Date.now() + 30_000);
    await t.database.db.update(userTable).set({ banExpires: ends }).where(eq(userTable.id, user.userId));
    // A resolver and cache of their own, on a clock the test moves (the app's run on the wall clock).
    let now = Date.now();
    const cache = new PrincipalCache({ clock: () => now });
    cache.setEnabled(true);
    const background = new BackgroundTasks(t.services.logger);
    const keys = createKeyResolver(t.database.db, cache, background, () => new Date(now));
    const address = () => randomIp();
    try {
      expect((await keys.resolve(key, address)).status).toBe("banned");
      const before = await lookupsWith("banned");
      now = ends.getTime() - 1;
      expect((await keys.resolve(key, address)).status).toBe("banned");
      expect((await lookupsWith("banned")) - before).toBe(0);
      // The ban lapses by itself, with no change in the database to invalidate the cache.
      now = ends.getTime();
      expect((await keys.resolve(key, address)).status).toBe("active");
    } finally {
      keys.flush();
      await background.settled();
    }
  });

  it("while the feed of invalidations is down, a banned user's key reaches the database only so often from one address", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const address = randomIp();
    expect((await me(t, key, { ip: address })).status).toBe(200);
    await banUser(user.userId);
    const cache = t.services.plugin.keyCache;
    cache.setEnabled(false);
    try {
      const before = await lookupsWith("banned");
      // The first is looked up as the key that worked a moment ago; the budget counts the ones after it.
      for (let i = 0; i <= UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE; i += 1) {
        expect((await me(t, key, { ip: address })).status).toBe(401);
      }
      expect((await me(t, key, { ip: address })).status).toBe(429);
      expect((await lookupsWith("banned")) - before).toBe(UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE + 1);
    } finally {
      cache.setEnabled(true);
    }
  });

  it("a deleted user's keys are refused", async () => {
    const { worker, key } = await studioWithMemberKey();
    const personalKey = await generateKey(t, worker);
    const removed = await request(t, "/api/auth/admin/remove-user", {
      json: { userId: worker.userId, reason: "Account closed on request" },
      cookie: admin.cookie,
    });
    expect(removed.status).toBe(200);
    await expectRefused(personalKey);
    await expectRefused(key);
  });
});

describe("the charge never trusts the cache", () => {
  it("a revoked key still in some instance's cache cannot spend", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    expect((await me(t, key)).status).toBe(200);
    const hash = hashApiKey(key);
    const cached = t.services.plugin.keyCache.get(hash);
    if (!cached) throw new Error("expected the key to be cached");

    await t.database.db.update(apiKey).set({ revokedAt: new Date() }).where(eq(apiKey.keyHash, hash));
    // Simulate an instance that missed the notification: put the stale entry back.
    t.services.plugin.keyCache.store(hash, cached, t.services.plugin.keyCache.beginLookup());
    expect((await spend(t, key)).status).toBe(401);
    expect(t.services.plugin.keyCache.get(hash)).toBeUndefined();
  });

  it("a key whose studio was deleted before this instance heard of it is refused (401, not 500)", async () => {
    const { studioId, key } = await studioWithMemberKey();
    const hash = hashApiKey(key);
    const cached = t.services.plugin.keyCache.get(hash);
    if (!cached) throw new Error("expected the key to be cached");

    await t.database.db.delete(organization).where(eq(organization.id, studioId));
    await t.services.plugin.keyInvalidation.sync();
    // Each call meets the stale entry: put it back before each (the first refusal forgets it).
    for (const call of [me, spend]) {
      t.services.plugin.keyCache.store(hash, cached, t.services.plugin.keyCache.beginLookup());
      expect((await call(t, key)).status, call.name).toBe(401);
      expect(t.services.plugin.keyCache.get(hash)).toBeUndefined();
    }
  });
});

describe("every instance", () => {
  it("a second instance on the same database drops a revoked key from its own cache", async () => {
    const otherInstance = startSecondInstance(t);
    const { app: other, services: otherServices } = otherInstance;
    try {
      const user = await createSignedInUser(t);
      const oldKey = await generateKey(t, user);
      const onOther = () => other.request("/api/v1/me", { headers: { authorization: `Bearer ${oldKey}` } });
      // The other instance caches only once its invalidation feed listens (it connects in the background),
      // so ask again until an answer has been cached: one early answer read from the database is not enough.
      await expect
        .poll(async () => {
          expect((await onOther()).status).toBe(200);
          return otherServices.plugin.keyCache.size;
        })
        .toBeGreaterThan(0);

      await generateKey(t, user); // revokes oldKey through the first instance
      await otherServices.plugin.keyInvalidation.sync();
      expect((await onOther()).status).toBe(401);
    } finally {
      await otherInstance.close();
    }
  });
});

describe("a key found unknown", () => {
  it("is looked up in the database once, however often a plugin retries it", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    expect((await me(t, key)).status).toBe(200);
    // Regenerating revokes it; the plugin keeps trying the old key.
    await generateKey(t, user);
    await t.services.plugin.keyInvalidation.sync();
    const before = await lookupsWith("unknown");
    for (let attempt = 0; attempt < 4; attempt += 1) await expectRefused(key);
    expect((await lookupsWith("unknown")) - before).toBe(1);

    const neverIssued = `goji_${"Q".repeat(40)}`;
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await me(t, neverIssued)).status).toBe(401);
    expect((await lookupsWith("unknown")) - before).toBe(2);
  });

  it("from one address, only so many a minute reach the database; then that address gets 429 (others do not)", async () => {
    const user = await createSignedInUser(t);
    const validKey = await generateKey(t, user);
    const flooder = randomIp();
    expect((await me(t, validKey, { ip: flooder })).status).toBe(200); // cached from here on
    // Well-formed (anything else is refused before any lookup), never issued, different for each test run.
    const prefix = flooder.replace(/\D/g, "");
    const guess = (i: number) => `goji_${(prefix + String(i).padStart(6, "0")).padEnd(40, "G")}`;
    const lookupsBefore = await lookupsWith("unknown");
    const refusedBefore = (await apiKeyLookupsRefused.get()).values[0]?.value ?? 0;

    for (let i = 0; i < UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE; i += 1) {
      expect((await me(t, guess(i), { ip: flooder })).status).toBe(401);
    }
    const refused = await me(t, guess(UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE), { ip: flooder });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: "rate_limited",
      message: `Too many requests with invalid API keys from this address. Retry in ${retryAfter} s.`,
    });
    expect((await lookupsWith("unknown")) - lookupsBefore).toBe(UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE);
    expect(((await apiKeyLookupsRefused.get()).values[0]?.value ?? 0) - refusedBefore).toBe(1);

    // What needs no lookup is answered as before: a key already found unknown, and a cached key. A key this
    // instance has found to exist is still looked up once its cache entry is gone: a working plugin behind the
    // same address keeps working.
    expect((await me(t, guess(0), { ip: flooder })).status).toBe(401);
    expect((await me(t, validKey, { ip: flooder })).status).toBe(200);
    const resolved = await t.services.plugin.keys.resolve(validKey, () => flooder);
    if (resolved.status !== "active") throw new Error(`the key resolved as ${resolved.status}`);
    t.services.plugin.keys.forget(resolved.principal.keyId);
    expect((await me(t, validKey, { ip: flooder })).status).toBe(200);
    // Another address is not affected.
    expect((await me(t, guess(999_999), { ip: randomIp() })).status).toBe(401);
  });

  it("guesses sent in parallel from an address that already had half its budget refused cannot overrun it", async () => {
    const address = randomIp();
    const prefix = address.replace(/\D/g, "");
    const guess = (i: number) => `goji_${(prefix + String(i).padStart(6, "0")).padEnd(40, "P")}`;
    const lookupsBefore = await lookupsWith("unknown");
    const watchedFrom = UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE / 2;
    for (let i = 0; i < watchedFrom; i += 1) expect((await me(t, guess(i), { ip: address })).status).toBe(401);
    const burst = UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE * 3;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => me(t, guess(watchedFrom + i), { ip: address })),
    );
    const statuses = answers.map((answer) => answer.status);
    const lookedUp = UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE - watchedFrom;
    expect(statuses.filter((status) => status === 401)).toHaveLength(lookedUp);
    expect(statuses.filter((status) => status === 429)).toHaveLength(burst - lookedUp);
    expect((await lookupsWith("unknown")) - lookupsBefore).toBe(UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE);
  });

  it("a burst with a key the instance has not seen yet costs one lookup, and is not taken for guessing", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const before = await lookupsWith("active");
    const office = randomIp();
    const burst = UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE * 3;
    const answers = await Promise.all(Array.from({ length: burst }, () => me(t, key, { ip: office })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(burst).fill(200));
    expect((await lookupsWith("active")) - before).toBe(1);
  });

  it("a request does not share a lookup that began before an invalidation (it may have read a revoked key)", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const first = await t.services.plugin.keys.resolve(key, () => "127.0.0.1");
    if (first.status !== "active") throw new Error(`the new key resolved as ${first.status}`);
    t.services.plugin.keys.forget(first.principal.keyId);
    const before = await lookupsWith("active");
    const earlier = t.services.plugin.keys.resolve(key, () => "127.0.0.1"); // its lookup is now under way
    t.services.plugin.keys.forget(first.principal.keyId); // as a revocation's notification would
    const later = t.services.plugin.keys.resolve(key, () => "127.0.0.1");
    expect((await Promise.all([earlier, later])).map((outcome) => outcome.status)).toEqual(["active", "active"]);
    expect((await lookupsWith("active")) - before).toBe(2);
  });

  it("requests do not share lookups while the feed of invalidations is down (no invalidation would show)", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const cache = t.services.plugin.keyCache;
    cache.setEnabled(false);
    try {
      const before = await lookupsWith("active");
      const outcomes = await Promise.all([0, 1, 2].map(() => t.services.plugin.keys.resolve(key, () => "127.0.0.1")));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(["active", "active", "active"]);
      expect((await lookupsWith("active")) - before).toBe(3);
    } finally {
      cache.setEnabled(true);
    }
  });
});
