import { allowConsoleError } from "../../../../tests/support/console-guard.ts";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditPool, memberCreditUsage, usageEvent } from "../../db/schema/index.ts";
import { createSignedInUser } from "../../test-utils/auth-helpers.ts";
import { generateKey, readPool, setPoolTotal, spend } from "../../test-utils/plugin-helpers.ts";
import { addMemberAs, allocateCredits, createStudioAs } from "../../test-utils/studio-helpers.ts";
import { useTestApp } from "../../test-utils/test-app.ts";
import { hashApiKey } from "../api-keys/key-format.ts";
import { resolveKeyHash } from "../api-keys/principal.ts";

const t = useTestApp();

async function ledgerOf(poolId: string) {
  const db = t.database.db;
  const [events] = await db
    .select({ sum: sql<number>`coalesce(sum(${usageEvent.amount}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(usageEvent)
    .where(eq(usageEvent.poolId, poolId));
  return { pool: await readPool(t, poolId), eventSum: Number(events?.sum), eventCount: Number(events?.count) };
}

const statuses = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};

describe("debits under concurrency", () => {
  it("200 concurrent debits of 1 against a pool of 100: exactly 100 succeed, 100 get 402, nothing over-spent", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const poolId = await setPoolTotal(t, { userId: user.userId }, 100);

    const responses = await Promise.all(Array.from({ length: 200 }, () => spend(t, key)));
    expect(statuses(responses)).toEqual({ 200: 100, 402: 100 });
    const refused = responses.find((r) => r.status === 402);
    expect(await refused?.json()).toMatchObject({ error: { code: "insufficient_credits" } });

    const { pool, eventSum, eventCount } = await ledgerOf(poolId);
    expect(pool.used).toBe(100);
    expect(eventSum).toBe(100);
    expect(eventCount).toBe(100);
  });

  it("the same against a member's allocation: the member gets exactly their allocation, the pool counts it", async () => {
    const owner = await createSignedInUser(t);
    const worker = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    const memberId = await addMemberAs(t, studioId, worker.userId, "member");
    const poolId = await setPoolTotal(t, { organizationId: studioId }, 1000);
    await allocateCredits(t, owner, studioId, memberId, 100);
    const key = await generateKey(t, worker, studioId);

    const responses = await Promise.all(Array.from({ length: 200 }, () => spend(t, key)));
    expect(statuses(responses)).toEqual({ 200: 100, 402: 100 });

    const { pool, eventSum } = await ledgerOf(poolId);
    expect(pool.used).toBe(100);
    expect(pool.sharedUsed).toBe(0);
    expect(eventSum).toBe(100);
    const [usage] = await t.database.db.select().from(memberCreditUsage).where(eq(memberCreditUsage.poolId, poolId));
    expect(usage?.used).toBe(100);
  });

  it("unallocated members share only total − Σ allocations, under concurrency too", async () => {
    const owner = await createSignedInUser(t);
    const reserved = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    const reservedMemberId = await addMemberAs(t, studioId, reserved.userId, "member");
    const poolId = await setPoolTotal(t, { organizationId: studioId }, 150);
    await allocateCredits(t, owner, studioId, reservedMemberId, 100);
    const ownerKey = await generateKey(t, owner, studioId);

    const responses = await Promise.all(Array.from({ length: 120 }, () => spend(t, ownerKey)));
    expect(statuses(responses)).toEqual({ 200: 50, 402: 70 });
    const { pool } = await ledgerOf(poolId);
    expect(pool).toMatchObject({ used: 50, sharedUsed: 50, allocatedTotal: 100 });
  });

  it("50 concurrent replays of one idempotency key: charged once, every answer identical", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const poolId = await setPoolTotal(t, { userId: user.userId }, 100);
    const idempotencyKey = randomUUID();

    const first = await spend(t, key, { idempotencyKey, amount: 3, feature: "scene" });
    const firstBody = await first.json();
    expect(firstBody).toMatchObject({ used: 3, remaining: 97, replayed: false });

    const replays = await Promise.all(
      Array.from({ length: 50 }, () => spend(t, key, { idempotencyKey, amount: 3, feature: "scene" })),
    );
    const bodies = await Promise.all(replays.map((r) => r.json()));
    expect(statuses(replays)).toEqual({ 200: 50 });
    for (const body of bodies) expect(body).toEqual({ ...firstBody, replayed: true });
    expect((await ledgerOf(poolId)).pool.used).toBe(3);
  });

  it("50 concurrent first attempts with one key: one charge, the rest replay it", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const poolId = await setPoolTotal(t, { userId: user.userId }, 100);
    const idempotencyKey = randomUUID();

    const responses = await Promise.all(Array.from({ length: 50 }, () => spend(t, key, { idempotencyKey })));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(bodies.filter((b) => b.replayed === false)).toHaveLength(1);
    for (const body of bodies)
      expect({ ...body, replayed: null }).toEqual({
        used: 1,
        total: 100,
        remaining: 99,
        resetsAt: bodies[0].resetsAt,
        replayed: null,
      });
    const { pool, eventCount } = await ledgerOf(poolId);
    expect(pool.used).toBe(1);
    expect(eventCount).toBe(1);
  });

  it("the same idempotency key with another amount or feature is a 409, and charges nothing", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const poolId = await setPoolTotal(t, { userId: user.userId }, 100);
    const idempotencyKey = randomUUID();
    expect((await spend(t, key, { idempotencyKey, amount: 2 })).status).toBe(200);
    const otherAmount = await spend(t, key, { idempotencyKey, amount: 5 });
    expect(otherAmount.status).toBe(409);
    expect((await otherAmount.json()).error.code).toBe("conflict");
    expect((await spend(t, key, { idempotencyKey, amount: 2, feature: "other" })).status).toBe(409);
    expect((await ledgerOf(poolId)).pool.used).toBe(2);
  });

  it("a debit that fails half-way (its ledger line is refused) leaves used unchanged; batch neighbours still commit", async () => {
    allowConsoleError(/unhandled error/); // the refused debits answer 500, and are logged as such
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const poolId = await setPoolTotal(t, { userId: user.userId }, 100);
    // The pool UPDATE runs before the event INSERT; this constraint makes the INSERT fail after it.
    await t.database.db.execute(
      sql`alter table usage_event add constraint test_refuse_feature check (feature is distinct from 'explode')`,
    );
    try {
      const lone = await spend(t, key, { feature: "explode" });
      expect(lone.status).toBe(500);
      expect((await ledgerOf(poolId)).pool.used).toBe(0);

      const mixed = await Promise.all([
        ...Array.from({ length: 20 }, () => spend(t, key)),
        spend(t, key, { feature: "explode", amount: 7 }),
        ...Array.from({ length: 20 }, () => spend(t, key)),
      ]);
      expect(statuses(mixed)).toEqual({ 200: 40, 500: 1 });
      const { pool, eventSum } = await ledgerOf(poolId);
      expect(pool.used).toBe(40);
      expect(eventSum).toBe(40);
    } finally {
      await t.database.db.execute(sql`alter table usage_event drop constraint test_refuse_feature`);
    }
  });

  it("a charged pool whose row the write did not update fails the batch before its COMMIT: nothing is charged", async () => {
    allowConsoleError(/unhandled error/);
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const poolId = await setPoolTotal(t, { userId: user.userId }, 100);
    // A trigger that silently skips the pool's UPDATE: the plan says one pool changed, the database says none.
    await t.database.db.execute(
      sql`create function test_skip_pool_update() returns trigger language plpgsql as $$ begin return null; end $$`,
    );
    await t.database.db.execute(
      sql.raw(`create trigger test_skip_pool_update before update on credit_pool for each row
      when (old.id = '${poolId}') execute function test_skip_pool_update()`),
    );
    try {
      const res = await spend(t, key);
      expect(res.status).toBe(500);
      const { pool, eventCount } = await ledgerOf(poolId);
      expect(pool.used).toBe(0);
      expect(eventCount).toBe(0);
    } finally {
      await t.database.db.execute(sql`drop trigger test_skip_pool_update on credit_pool`);
      await t.database.db.execute(sql`drop function test_skip_pool_update()`);
    }
    expect((await spend(t, key)).status).toBe(200);
    expect((await ledgerOf(poolId)).eventCount).toBe(1);
  });

  it("a key of studio A can never spend from studio B, even if it were routed there", async () => {
    const owner = await createSignedInUser(t);
    const studioA = await createStudioAs(t, owner, "Studio A");
    const studioB = await createStudioAs(t, owner, "Studio B");
    const poolA = await setPoolTotal(t, { organizationId: studioA }, 10);
    const poolB = await setPoolTotal(t, { organizationId: studioB }, 10);
    const keyA = await generateKey(t, owner, studioA);

    expect((await spend(t, keyA, { amount: 4 })).status).toBe(200);
    expect((await readPool(t, poolA)).used).toBe(4);
    expect((await readPool(t, poolB)).used).toBe(0);

    // A corrupted cache entry pointing key A at pool B is caught inside the charge's transaction.
    const resolution = await resolveKeyHash(t.database.db, hashApiKey(keyA));
    if (resolution.status !== "active") throw new Error("key A should be active");
    const outcome = await t.services.plugin.ledger.debit(
      { ...resolution.principal, poolId: poolB },
      { amount: 1, idempotencyKey: randomUUID() },
    );
    expect(outcome.kind).toBe("revoked");
    expect((await readPool(t, poolB)).used).toBe(0);
  });

  it("rolls an ended cycle over lazily before charging", async () => {
    const user = await createSignedInUser(t);
    const key = await generateKey(t, user);
    const poolId = await setPoolTotal(t, { userId: user.userId }, 100);
    const lastMonth = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    await t.database.db
      .update(creditPool)
      .set({ used: 100, cycleStart: lastMonth, cycleEnd: new Date(Date.now() - 1000) })
      .where(eq(creditPool.id, poolId));

    const res = await spend(t, key, { amount: 5 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ used: 5, total: 100, remaining: 95 });
    expect(new Date(body.resetsAt).getTime()).toBeGreaterThan(Date.now());
    expect((await readPool(t, poolId)).used).toBe(5);
  });
});
