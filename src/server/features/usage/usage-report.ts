import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { member, usageEvent, user } from "../../db/schema/index.ts";
import type { PersonalUsage, StudioUsage } from "../../../shared/usage.ts";
import { poolSummary } from "../credits/allocations.ts";
import { getPersonalPool, getStudioPool } from "../credits/pools.ts";
import { dailyUsage } from "./daily-usage.ts";

export interface UsageViewer {
  userId: string;
  /** Owners and admins see every member's line; a member sees the pool and their own line. */
  canManage: boolean;
}

/** The studio Usage tab: pool totals, each member's allocation and spending this cycle, the 30-day chart. */
export async function getStudioUsage(
  db: Db,
  organizationId: string,
  viewer: UsageViewer,
  now = new Date(),
): Promise<StudioUsage> {
  const pool = await getStudioPool(db, organizationId, now);
  const onlyUserId = viewer.canManage ? undefined : viewer.userId;
  const [members, spent] = await Promise.all([
    db
      .select({
        memberId: member.id,
        userId: member.userId,
        name: user.name,
        email: user.email,
        role: member.role,
        creditAllocation: member.creditAllocation,
      })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(eq(member.organizationId, organizationId), onlyUserId ? eq(member.userId, onlyUserId) : undefined))
      .orderBy(member.createdAt),
    db
      .select({ userId: usageEvent.userId, used: sql<number>`sum(${usageEvent.amount})::int` })
      .from(usageEvent)
      .where(
        and(
          eq(usageEvent.poolId, pool.id),
          gte(usageEvent.createdAt, pool.cycleStart),
          onlyUserId ? eq(usageEvent.userId, onlyUserId) : undefined,
        ),
      )
      .groupBy(usageEvent.userId),
  ]);
  const usedBy = new Map(spent.map((row) => [row.userId, Number(row.used)]));
  return {
    organizationId,
    cycleStart: pool.cycleStart.toISOString(),
    cycleEnd: pool.cycleEnd.toISOString(),
    pool: poolSummary(pool),
    canManage: viewer.canManage,
    members: members.map((m) => ({ ...m, usedThisCycle: usedBy.get(m.userId) ?? 0 })),
    daily: await dailyUsage(db, pool.id, members, { now, onlyUserId }),
  };
}

/** The personal usage chart: the user's own pool. */
export async function getPersonalUsage(db: Db, userId: string, name: string, now = new Date()): Promise<PersonalUsage> {
  const pool = await getPersonalPool(db, userId, now);
  return {
    cycleStart: pool.cycleStart.toISOString(),
    cycleEnd: pool.cycleEnd.toISOString(),
    used: pool.used,
    total: pool.total,
    daily: await dailyUsage(db, pool.id, [{ userId, name }], { now, onlyUserId: userId }),
  };
}
