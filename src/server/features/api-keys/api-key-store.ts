import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { apiKey } from "../../db/schema/index.ts";
import type { ApiKeySummary } from "../../../shared/api-keys.ts";
import { generateApiKey } from "./key-format.ts";

/** Whose key: the user's personal one, or theirs for a studio whose membership the route has checked. */
export interface KeyScope {
  userId: string;
  /** null = the personal key. */
  organizationId: string | null;
}

/**
 * The scope's live keys of one kind. Manual and device keys (decision 016) never touch each other: generating
 * a manual key revokes only the manual one, and the device cap counts only device keys.
 */
export const liveKeysInScope = (scope: KeyScope, kind: "manual" | "device") =>
  and(
    eq(apiKey.userId, scope.userId),
    scope.organizationId ? eq(apiKey.organizationId, scope.organizationId) : isNull(apiKey.organizationId),
    eq(apiKey.kind, kind),
    isNull(apiKey.revokedAt),
  );
const inScope = (scope: KeyScope) => liveKeysInScope(scope, "manual");

/**
 * Issues a new key for the scope and revokes the live one in the same transaction, so there is never
 * a moment with two live keys or none. Returns the full key: the only time it exists outside the client.
 */
export async function generateKeyForScope(db: Db, scope: KeyScope, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    // Two generate requests at once would both revoke, then collide on the one-live-key index: queue them.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`api-key:${scope.userId}:${scope.organizationId ?? ""}`}, 0))`,
    );
    await tx.update(apiKey).set({ revokedAt: now }).where(inScope(scope));
    return (await insertKey(tx, scope, now)).key;
  });
}

type KeyKindColumns = Pick<typeof apiKey.$inferInsert, "kind" | "deviceName" | "deviceOs" | "deviceVersion">;

/**
 * Stores a new key of the scope, manual unless `columns` say otherwise: only its hash and display parts. Returns
 * its id and the full key, which exists nowhere else once the caller has handed it over.
 */
export async function insertKey(
  tx: Tx,
  scope: KeyScope,
  now: Date,
  columns: KeyKindColumns = {},
): Promise<{ id: string; key: string }> {
  const fresh = generateApiKey();
  const id = randomUUID();
  await tx.insert(apiKey).values({
    id,
    userId: scope.userId,
    organizationId: scope.organizationId,
    keyHash: fresh.hash,
    prefix: fresh.prefix,
    suffix: fresh.suffix,
    createdAt: now,
    ...columns,
  });
  return { id, key: fresh.key };
}

/** The live key's display parts and dates, for the API key card. */
export async function findCurrentKey(db: Db, scope: KeyScope): Promise<ApiKeySummary | null> {
  const [row] = await db
    .select({
      prefix: apiKey.prefix,
      suffix: apiKey.suffix,
      createdAt: apiKey.createdAt,
      lastUsedAt: apiKey.lastUsedAt,
    })
    .from(apiKey)
    .where(inScope(scope))
    .orderBy(desc(apiKey.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    prefix: row.prefix,
    suffix: row.suffix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Records that keys were used; throttled by the caller, so a busy key writes at most once a minute. */
export async function touchKeys(db: Db, keyIds: string[], now = new Date()): Promise<void> {
  if (keyIds.length === 0) return;
  await db.execute(sql`update api_key set last_used_at = ${now.toISOString()}::timestamptz
    where id = any(${sql.param(keyIds)}::text[]) and (last_used_at is null or last_used_at < ${now.toISOString()}::timestamptz)`);
}
