import { and, desc, eq, gt, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { account, apiKey, creditPool, member, organization, session, user } from "../../db/schema/index.ts";
import type { AdminUserDetail } from "../../../shared/admin.ts";
import { findPlan } from "../../../shared/plans.ts";
import { AppError } from "../../lib/errors.ts";
import { creditsForPlan } from "../credits/pools.ts";

const KEYS_SHOWN = 20;

/** Everything the admin user page shows, read-only (no pool is created just because an admin looked). */
export async function getUserDetail(db: Db, userId: string, now = new Date()): Promise<AdminUserDetail> {
  const [profile] = await db.select().from(user).where(eq(user.id, userId));
  if (!profile) throw new AppError("not_found", "No user with this id.");

  const [credentials, studios, personalPool, keys, sessions] = await Promise.all([
    db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential"), isNotNull(account.password)))
      .limit(1),
    db
      .select({
        id: organization.id,
        name: organization.name,
        role: member.role,
        joinedAt: member.createdAt,
        creditAllocation: member.creditAllocation,
        planId: creditPool.planId,
        used: creditPool.used,
        total: creditPool.total,
        cycleEnd: creditPool.cycleEnd,
      })
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .leftJoin(creditPool, eq(creditPool.organizationId, organization.id))
      .where(eq(member.userId, userId))
      .orderBy(organization.name),
    db.select().from(creditPool).where(eq(creditPool.userId, userId)),
    db
      .select({
        id: apiKey.id,
        prefix: apiKey.prefix,
        suffix: apiKey.suffix,
        studioName: organization.name,
        kind: apiKey.kind,
        deviceName: apiKey.deviceName,
        createdAt: apiKey.createdAt,
        lastUsedAt: apiKey.lastUsedAt,
        revokedAt: apiKey.revokedAt,
      })
      .from(apiKey)
      .leftJoin(organization, eq(organization.id, apiKey.organizationId))
      .where(eq(apiKey.userId, userId))
      .orderBy(desc(apiKey.createdAt))
      .limit(KEYS_SHOWN),
    db
      .select({
        id: session.id,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
        impersonatedBy: session.impersonatedBy,
      })
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
      .orderBy(desc(session.createdAt)),
  ]);

  const pool = personalPool[0];
  // A cycle that has ended rolls over on the next debit; show what that debit will see.
  const usedNow = (used: number | null, cycleEnd: Date | null) => (cycleEnd && cycleEnd <= now ? 0 : (used ?? 0));
  return {
    user: {
      id: profile.id,
      name: profile.name,
      email: profile.email,
      image: profile.image,
      role: profile.role ?? "user",
      emailVerified: profile.emailVerified,
      banned: profile.banned === true,
      banReason: profile.banReason,
      banExpires: profile.banExpires?.toISOString() ?? null,
      twoFactorEnabled: profile.twoFactorEnabled === true,
      createdAt: profile.createdAt.toISOString(),
      updatedAt: profile.updatedAt.toISOString(),
      hasPassword: credentials.length > 0,
    },
    studios: studios.map((studio) => ({
      id: studio.id,
      name: studio.name,
      role: studio.role,
      joinedAt: studio.joinedAt.toISOString(),
      creditAllocation: studio.creditAllocation,
      planName: findPlan(studio.planId)?.name ?? "No plan",
      credits: studio.total === null ? null : { used: usedNow(studio.used, studio.cycleEnd), total: studio.total },
    })),
    credits: pool
      ? {
          planName: findPlan(pool.planId)?.name ?? pool.planId,
          used: usedNow(pool.used, pool.cycleEnd),
          total: pool.total,
          cycleEnd: pool.cycleEnd.toISOString(),
        }
      : { planName: "Free", used: 0, total: creditsForPlan("free", "user"), cycleEnd: null },
    apiKeys: keys.map((key) => ({
      ...key,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      revokedAt: key.revokedAt?.toISOString() ?? null,
    })),
    sessions: sessions.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}
