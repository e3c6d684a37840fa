import { randomUUID } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deviceAuthorization, organization } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import {
  DEVICE_KEYS_PER_SCOPE,
  formatUserCode,
  type DeviceDescription,
  type DeviceRequestStatus,
  type DeviceRequestView,
} from "../../../shared/devices.ts";
import { findMembership } from "../organizations/membership.ts";
import { recordAuditEvent } from "../organizations/audit-log.ts";
import { generateDeviceCode, generateUserCode } from "./device-codes.ts";
import { countDeviceSlots, lockDeviceSlots } from "./device-keys.ts";
import { STUDIO_NOT_FOUND } from "../../../shared/studio-rules.ts";

/** RFC 8628 §3.2: how long the codes live, and how often the plugin may poll. */
export const DEVICE_CODE_LIFETIME_SECONDS = 15 * 60;
export const POLL_INTERVAL_SECONDS = 5;

type Row = typeof deviceAuthorization.$inferSelect;

export interface StartedDeviceAuthorization {
  deviceCode: string;
  userCode: string;
  expiresIn: number;
  interval: number;
}

/** A new pending request (RFC 8628 §3.1–3.2). The device code is returned once; only its hash is stored. */
export async function startDeviceAuthorization(
  db: Db,
  input: { clientId: string; scope: string; device: DeviceDescription; requestIp: string | null },
  now: Date,
): Promise<StartedDeviceAuthorization> {
  // A user code still in the table (live or not yet purged) cannot be issued again: draw another.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const deviceCode = generateDeviceCode();
    const userCode = generateUserCode();
    const inserted = await db
      .insert(deviceAuthorization)
      .values({
        id: randomUUID(),
        deviceCodeHash: deviceCode.hash,
        userCode,
        clientId: input.clientId,
        scope: input.scope,
        deviceName: input.device.name,
        deviceOs: input.device.os,
        deviceVersion: input.device.version,
        requestIp: input.requestIp,
        intervalSeconds: POLL_INTERVAL_SECONDS,
        createdAt: now,
        expiresAt: new Date(now.getTime() + DEVICE_CODE_LIFETIME_SECONDS * 1000),
      })
      .onConflictDoNothing()
      .returning({ id: deviceAuthorization.id });
    if (inserted.length > 0)
      return {
        deviceCode: deviceCode.code,
        userCode,
        expiresIn: DEVICE_CODE_LIFETIME_SECONDS,
        interval: POLL_INTERVAL_SECONDS,
      };
  }
  throw new Error("could not draw a free user code");
}

/** Requests that ended more than a day ago are of no further use to anyone. */
export async function purgeDeviceAuthorizations(db: Db, before: Date): Promise<void> {
  await db.delete(deviceAuthorization).where(lt(deviceAuthorization.expiresAt, before));
}

function statusOf(row: Row, now: Date): DeviceRequestStatus {
  if (row.status === "exchanged") return "used";
  if (row.status === "pending" && row.expiresAt <= now) return "expired";
  return row.status;
}

function toView(row: Row, now: Date): DeviceRequestView {
  return {
    userCode: formatUserCode(row.userCode),
    status: statusOf(row, now),
    device: { name: row.deviceName, os: row.deviceOs, version: row.deviceVersion },
    requestedAt: row.createdAt.toISOString(),
    requestIp: row.requestIp,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** What the approval page shows for a typed code; null when no request has this code. */
export async function findDeviceRequest(db: Db, userCode: string, now: Date): Promise<DeviceRequestView | null> {
  const [row] = await db.select().from(deviceAuthorization).where(eq(deviceAuthorization.userCode, userCode));
  return row ? toView(row, now) : null;
}

export interface DeviceDecision {
  request: DeviceRequestView;
  organization: { id: string; name: string } | null;
}

/**
 * Approves (for personal credits or one of the user's studios) or denies a pending request, once. An
 * approval of a studio scope is recorded in the studio's audit trail in the same transaction. Null when
 * no request has this code.
 */
export async function decideDeviceRequest(
  db: Db,
  input: { userCode: string; userId: string; approve: boolean; organizationId: string | null },
  now: Date,
): Promise<DeviceDecision | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(deviceAuthorization)
      .where(eq(deviceAuthorization.userCode, input.userCode))
      .for("update");
    if (!row) return null;
    const status = statusOf(row, now);
    if (status === "expired")
      throw new AppError("conflict", "This code has expired. Start again from the plugin to get a new one.");
    if (status !== "pending")
      throw new AppError("conflict", "This code was already used. Start again from the plugin to get a new one.");

    let studio: { id: string; name: string } | null = null;
    if (input.approve && input.organizationId) {
      // The route authorised the studio (studioRoute); checked again inside the transaction so a removal that
      // lands in between cannot mint a key for a studio the user just left.
      if (!(await findMembership(tx, input.userId, input.organizationId)))
        throw new AppError("not_found", STUDIO_NOT_FOUND);
      const [found] = await tx
        .select({ id: organization.id, name: organization.name })
        .from(organization)
        .where(eq(organization.id, input.organizationId));
      studio = found ?? null;
    }
    if (input.approve) {
      const scope = { userId: input.userId, organizationId: studio?.id ?? null };
      await lockDeviceSlots(tx, scope);
      if ((await countDeviceSlots(tx, scope, now)) >= DEVICE_KEYS_PER_SCOPE) {
        const where = studio ? studio.name : "your personal credits";
        throw new AppError(
          "conflict",
          `You already have ${DEVICE_KEYS_PER_SCOPE} connected devices for ${where}. Revoke one under Connected devices on your account page, then approve again.`,
        );
      }
    }
    const [decided] = await tx
      .update(deviceAuthorization)
      .set({
        status: input.approve ? "approved" : "denied",
        userId: input.userId,
        organizationId: studio?.id ?? null,
        decidedAt: now,
      })
      .where(eq(deviceAuthorization.id, row.id))
      .returning();
    if (studio) {
      await recordAuditEvent(tx, {
        organizationId: studio.id,
        actorUserId: input.userId,
        action: "device.connected",
        details: { device: row.deviceName ?? "Goji plugin", os: row.deviceOs },
      });
    }
    return { request: toView(decided ?? row, now), organization: studio };
  });
}
