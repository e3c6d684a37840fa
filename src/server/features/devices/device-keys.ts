import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { apiKey, deviceAuthorization, organization } from "../../db/schema/index.ts";
import type { ConnectedDevice, DeviceDescription } from "../../../shared/devices.ts";
import { insertKey, liveKeysInScope, type KeyScope } from "../api-keys/api-key-store.ts";

const inScope = (scope: KeyScope) => liveKeysInScope(scope, "device");

/**
 * Serialises approvals for one (user, scope), so two tabs approving at once cannot both take the last
 * free slot. Held until the transaction ends.
 */
export async function lockDeviceSlots(tx: Tx, scope: KeyScope): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`device-keys:${scope.userId}:${scope.organizationId ?? ""}`}, 0))`,
  );
}

/**
 * Slots taken in a scope: live device keys, plus approvals whose key the plugin has not collected yet
 * (and still may: not expired). Counting those keeps the cap exact without re-checking at collection.
 */
export async function countDeviceSlots(tx: Tx, scope: KeyScope, now: Date): Promise<number> {
  const [keys] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKey)
    .where(inScope(scope));
  const [approvals] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(deviceAuthorization)
    .where(
      and(
        eq(deviceAuthorization.userId, scope.userId),
        scope.organizationId
          ? eq(deviceAuthorization.organizationId, scope.organizationId)
          : isNull(deviceAuthorization.organizationId),
        eq(deviceAuthorization.status, "approved"),
        gt(deviceAuthorization.expiresAt, now),
      ),
    );
  return (keys?.n ?? 0) + (approvals?.n ?? 0);
}

/** A new device key: same format, hashing and ledger rules as a manual key (docs/plugin-api.md). */
export async function mintDeviceKey(
  tx: Tx,
  scope: KeyScope,
  device: DeviceDescription,
  now: Date,
): Promise<{ id: string; key: string }> {
  return insertKey(tx, scope, now, {
    kind: "device",
    deviceName: device.name,
    deviceOs: device.os,
    deviceVersion: device.version,
  });
}

/** The scope's live device keys, newest first (membership is the route's to check). */
export async function listDeviceKeys(db: Db, scope: KeyScope): Promise<ConnectedDevice[]> {
  const rows = await db
    .select({
      id: apiKey.id,
      name: apiKey.deviceName,
      os: apiKey.deviceOs,
      version: apiKey.deviceVersion,
      organizationId: apiKey.organizationId,
      organizationName: organization.name,
      createdAt: apiKey.createdAt,
      lastUsedAt: apiKey.lastUsedAt,
    })
    .from(apiKey)
    .leftJoin(organization, eq(organization.id, apiKey.organizationId))
    .where(inScope(scope))
    .orderBy(desc(apiKey.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: { name: row.name, os: row.os, version: row.version },
    organization:
      row.organizationId && row.organizationName ? { id: row.organizationId, name: row.organizationName } : null,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Revokes one of the user's live device keys. The database's trigger tells every instance to drop it
 * from its cache (decision 005). Null when there is no such live device key of this user.
 */
export async function revokeDeviceKey(
  db: Db,
  userId: string,
  keyId: string,
  now: Date,
): Promise<{ organizationId: string | null; deviceName: string | null } | null> {
  const [row] = await db
    .update(apiKey)
    .set({ revokedAt: now })
    .where(and(eq(apiKey.id, keyId), eq(apiKey.userId, userId), eq(apiKey.kind, "device"), isNull(apiKey.revokedAt)))
    .returning({ organizationId: apiKey.organizationId, deviceName: apiKey.deviceName });
  return row ?? null;
}
