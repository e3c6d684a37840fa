import { randomUUID } from "node:crypto";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { creditPool, organization, user } from "../../db/schema/index.ts";
import { findPlan, FREE_PLAN_ID } from "../../../shared/plans.ts";
import { addMonths, monthlyCycleContaining } from "./cycle.ts";

export type CreditPool = typeof creditPool.$inferSelect;
type Executor = Db | Tx;

/**
 * The pool's owner was deleted while the caller still held its id (a request racing the deletion, or an
 * API key's cached principal before the invalidation arrives): answered as not found, not as the foreign-key
 * violation that creating its pool would hit.
 */
export class PoolOwnerGoneError extends AppError {
  constructor(owner: "user" | "organization") {
    super("not_found", owner === "user" ? "This account no longer exists." : "This studio no longer exists.");
  }
}

/** Credits a pool gets per cycle on a plan; a studio without a paid plan has none. */
export function creditsForPlan(planId: string, owner: "user" | "organization"): number {
  if (owner === "organization") return planId === "studio" ? (findPlan("studio")?.monthlyCredits ?? 0) : 0;
  return findPlan(planId)?.monthlyCredits ?? findPlan(FREE_PLAN_ID)?.monthlyCredits ?? 0;
}

/** The user's personal pool, created on first use (Free plan, cycle anchored on sign-up). */
export async function getPersonalPool(db: Executor, userId: string, now = new Date()): Promise<CreditPool> {
  const [existing] = await db.select().from(creditPool).where(eq(creditPool.userId, userId));
  if (existing) return rollOverIfDue(db, existing, now);
  const [owner] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, userId));
  if (!owner) throw new PoolOwnerGoneError("user");
  const cycle = monthlyCycleContaining(owner.createdAt, now);
  return insertPool(db, { userId, total: creditsForPlan(FREE_PLAN_ID, "user"), cycle }, eq(creditPool.userId, userId));
}

/** The studio's pool, created on first use with no credits until the studio subscribes. */
export async function getStudioPool(db: Executor, organizationId: string, now = new Date()): Promise<CreditPool> {
  const [existing] = await db.select().from(creditPool).where(eq(creditPool.organizationId, organizationId));
  if (existing) return rollOverIfDue(db, existing, now);
  const [owner] = await db
    .select({ createdAt: organization.createdAt })
    .from(organization)
    .where(eq(organization.id, organizationId));
  if (!owner) throw new PoolOwnerGoneError("organization");
  const cycle = monthlyCycleContaining(owner.createdAt, now);
  return insertPool(db, { organizationId, total: 0, cycle }, eq(creditPool.organizationId, organizationId));
}

async function insertPool(
  db: Executor,
  values: { userId?: string; organizationId?: string; total: number; cycle: { start: Date; end: Date } },
  ownerMatches: ReturnType<typeof eq>,
): Promise<CreditPool> {
  // Two first requests may race to create the pool: the unique index keeps one, both read it back.
  await db
    .insert(creditPool)
    .values({
      id: randomUUID(),
      ...values,
      planId: FREE_PLAN_ID,
      cycleStart: values.cycle.start,
      cycleEnd: values.cycle.end,
    })
    .onConflictDoNothing();
  const [pool] = await db.select().from(creditPool).where(ownerMatches);
  if (!pool) throw new Error("credit pool vanished right after creation");
  return pool;
}

/**
 * Lazy roll-over (docs/credits.md): when `now ≥ cycleEnd` the pool starts the cycle containing now with
 * nothing used. The conditional UPDATE makes concurrent callers agree: one rolls, all read the result.
 */
export async function rollOverIfDue(db: Executor, pool: CreditPool, now = new Date()): Promise<CreditPool> {
  if (now < pool.cycleEnd) return pool;
  let start = pool.cycleEnd;
  while (addMonths(start, 1) <= now) start = addMonths(start, 1);
  const [rolled] = await db
    .update(creditPool)
    .set({
      used: 0,
      sharedUsed: 0,
      cycleStart: start,
      cycleEnd: addMonths(start, 1),
      notifiedThresholds: sql`'{}'::integer[]`,
      updatedAt: now,
    })
    .where(and(eq(creditPool.id, pool.id), lte(creditPool.cycleEnd, now)))
    .returning();
  if (rolled) return rolled;
  const [current] = await db.select().from(creditPool).where(eq(creditPool.id, pool.id));
  return current ?? pool;
}
