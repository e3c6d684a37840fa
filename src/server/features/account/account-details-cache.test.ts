import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { creditPool, user as userTable } from "../../db/schema/index.ts";
import { createSignedInUser, request } from "../../test-utils/auth-helpers.ts";
import { generateKey, setPoolTotal, spend } from "../../test-utils/plugin-helpers.ts";
import { awaitInvalidations, startSecondInstance, useTestApp, type TestApp } from "../../test-utils/test-app.ts";
import { accountDetailsCacheKey } from "./account-details-cache.ts";

/** GET /api/account/details is served from memory per session, and every change reaches it (decision 009). */
const ADMIN_EMAIL = "details-cache-admin@example.test";
const t = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  admin = await createSignedInUser(t, { email: ADMIN_EMAIL });
});

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const details = (user: User, app: TestApp = t) => request(app, "/api/account/details", { cookie: user.cookie });
const detailsBody = async (user: User) =>
  (await details(user)).json() as Promise<{ hasPersonalApiKey: boolean; subscription: { tokensUsed: number } }>;
const cached = (user: User, services = t.services) =>
  services.accountDetails.cache.get(accountDetailsCacheKey(user.token, null));

/** A signed-in user whose details this instance has cached. */
async function cachedUser(): Promise<User> {
  const user = await createSignedInUser(t);
  expect((await details(user)).status).toBe(200);
  // That first read created the personal pool (a write on a GET, so no barrier): its notification could
  // arrive during the next lookup and rightly keep that lookup's row out of the cache.
  await awaitInvalidations(t);
  expect((await details(user)).status).toBe(200);
  expect(cached(user)?.userId).toBe(user.userId);
  return user;
}

describe("changes made through this instance show on the very next request", () => {
  it("signing out", async () => {
    const user = await cachedUser();
    expect((await request(t, "/api/auth/sign-out", { json: {}, cookie: user.cookie })).status).toBe(200);
    expect((await details(user)).status).toBe(401);
  });

  it("a ban by an admin", async () => {
    const user = await cachedUser();
    const banned = await request(t, "/api/auth/admin/ban-user", {
      json: { userId: user.userId, banReason: "Chargeback fraud" },
      cookie: admin.cookie,
    });
    expect(banned.status).toBe(200);
    expect((await details(user)).status).toBe(401); // the ban also ended every session
  });

  it("a new API key", async () => {
    const user = await cachedUser();
    expect((await detailsBody(user)).hasPersonalApiKey).toBe(false);
    await generateKey(t, user);
    expect((await detailsBody(user)).hasPersonalApiKey).toBe(true);
  });
});

describe("the write barrier", () => {
  it("runs after accepted writes, not after reads, refused writes or the plugin API", async () => {
    const feed = t.services.accountDetails.invalidation;
    const sync = feed.sync;
    let calls = 0;
    feed.sync = () => {
      calls += 1;
      return sync();
    };
    try {
      const user = await cachedUser();
      const key = await generateKey(t, user);
      calls = 0;
      await details(user);
      expect((await spend(t, key)).status).toBe(200); // a plugin debit: no barrier on the hot path
      expect(
        (await request(t, "/api/account/set-password", { json: { newPassword: "x" }, cookie: user.cookie })).status,
      ).toBe(422);
      expect(calls).toBe(0);
      expect((await request(t, "/api/auth/sign-out", { json: {}, cookie: user.cookie })).status).toBe(200);
      expect(calls).toBe(1);
    } finally {
      feed.sync = sync;
    }
  });
});

describe("what is cached", () => {
  it("nothing for a studio id the user is not a member of (one entry per membership at most)", async () => {
    const user = await cachedUser();
    for (const id of ["not-mine-1", "not-mine-2"]) {
      expect((await request(t, `/api/account/details?activeOrgId=${id}`, { cookie: user.cookie })).status).toBe(200);
      expect(t.services.accountDetails.cache.get(accountDetailsCacheKey(user.token, id))).toBeUndefined();
    }
    expect(cached(user)?.userId).toBe(user.userId); // while the no-studio answer is cached
  });
});

describe("changes made anywhere else arrive as the database's notifications", () => {
  it("a ban written straight to the database drops the cached details", async () => {
    const user = await cachedUser();
    await t.database.db.update(userTable).set({ banned: true }).where(eq(userTable.id, user.userId));
    await awaitInvalidations(t);
    expect(cached(user)).toBeUndefined();
    expect((await details(user)).status).toBe(403);
  });

  it("credits spent through the plugin API show once the debit committed", async () => {
    const user = await cachedUser();
    await setPoolTotal(t, { userId: user.userId }, 1000);
    const key = await generateKey(t, user);
    await details(user);
    expect((await detailsBody(user)).subscription.tokensUsed).toBe(0);
    expect(cached(user)).toBeDefined();

    expect((await spend(t, key, { amount: 7 })).status).toBe(200);
    await awaitInvalidations(t);
    expect(cached(user)).toBeUndefined();
    expect((await detailsBody(user)).subscription.tokensUsed).toBe(7);
  });

  it("'*' (a truncated table, an oversized batch) drops every entry", async () => {
    await cachedUser();
    expect(t.services.accountDetails.cache.size).toBeGreaterThan(0);
    await t.database.db.execute(sql`select pg_notify('goji_account_invalidation', '*')`);
    await awaitInvalidations(t);
    expect(t.services.accountDetails.cache.size).toBe(0);
  });

  it("one statement updating many personal pools names every owner", async () => {
    const [first, second] = [await cachedUser(), await cachedUser()];
    await t.database.db
      .update(creditPool)
      .set({ used: 3 })
      .where(inArray(creditPool.userId, [first.userId, second.userId]));
    await awaitInvalidations(t);
    expect([cached(first), cached(second)]).toEqual([undefined, undefined]);
    expect((await detailsBody(first)).subscription.tokensUsed).toBe(3);
  });

  it("a second instance on the same database drops a session the first one revoked", async () => {
    const other = startSecondInstance(t);
    const otherServices = other.services;
    try {
      const user = await createSignedInUser(t);
      await expect
        .poll(async () => {
          await details(user, other);
          return cached(user, otherServices)?.userId;
        })
        .toBe(user.userId);

      expect((await request(t, "/api/auth/sign-out", { json: {}, cookie: user.cookie })).status).toBe(200);
      await otherServices.accountDetails.invalidation.sync();
      expect(cached(user, otherServices)).toBeUndefined();
      expect((await details(user, other)).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
