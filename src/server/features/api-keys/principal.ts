import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { apiKey, member, organization, user } from "../../db/schema/index.ts";
import { getPersonalPool, getStudioPool, PoolOwnerGoneError } from "../credits/pools.ts";

/** Who a key acts for and which pool it spends from: what the plugin API needs on every request. */
export interface KeyPrincipal {
  keyId: string;
  userId: string;
  userName: string;
  userEmail: string;
  organizationId: string | null;
  organizationName: string | null;
  poolId: string;
}

/** A key whose owner is banned: refused while the ban lasts (until `until`; null: a ban with no end, until lifted). */
export interface BannedKey {
  status: "banned";
  keyId: string;
  userId: string;
  until: Date | null;
}

export type KeyResolution = { status: "active"; principal: KeyPrincipal } | BannedKey | { status: "unknown" };

/** A ban without an end, or whose end is still ahead, keeps the account out (better-auth's rule). */
export function isBanActive(banned: boolean | null, banExpires: Date | null, now: Date): boolean {
  return banned === true && (banExpires === null || banExpires > now);
}

/**
 * Resolves a key hash against the source of truth: the key must be live, its owner not banned and,
 * for a studio key, still a member of the studio (the join fails once the membership row is gone,
 * and a deleted studio or user takes its keys with it). A cache miss is therefore always right.
 */
export async function resolveKeyHash(db: Db, keyHash: string, now = new Date()): Promise<KeyResolution> {
  const [row] = await db
    .select({
      keyId: apiKey.id,
      userId: apiKey.userId,
      userName: user.name,
      userEmail: user.email,
      banned: user.banned,
      banExpires: user.banExpires,
      organizationId: apiKey.organizationId,
      organizationName: organization.name,
      memberId: member.id,
    })
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.userId))
    .leftJoin(organization, eq(organization.id, apiKey.organizationId))
    .leftJoin(member, and(eq(member.organizationId, apiKey.organizationId), eq(member.userId, apiKey.userId)))
    .where(and(eq(apiKey.keyHash, keyHash), isNull(apiKey.revokedAt)));
  if (!row) return { status: "unknown" };
  if (row.organizationId !== null && (row.memberId === null || row.organizationName === null))
    return { status: "unknown" };
  if (isBanActive(row.banned, row.banExpires, now))
    return { status: "banned", keyId: row.keyId, userId: row.userId, until: row.banExpires };

  let pool;
  try {
    pool = row.organizationId
      ? await getStudioPool(db, row.organizationId, now)
      : await getPersonalPool(db, row.userId, now);
  } catch (error) {
    // The studio or user was deleted since the row above was read: the key is gone with it.
    if (error instanceof PoolOwnerGoneError) return { status: "unknown" };
    throw error;
  }
  return {
    status: "active",
    principal: {
      keyId: row.keyId,
      userId: row.userId,
      userName: row.userName,
      userEmail: row.userEmail,
      organizationId: row.organizationId,
      organizationName: row.organizationName,
      poolId: pool.id,
    },
  };
}
