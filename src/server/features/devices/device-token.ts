import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { deviceAuthorization, member, user } from "../../db/schema/index.ts";
import { isBanActive } from "../api-keys/principal.ts";
import { hashDeviceCode } from "./device-codes.ts";
import { mintDeviceKey } from "./device-keys.ts";
import { OAuthError } from "./oauth-errors.ts";

/** A device code this server never issued (or issued to another client): counted against the caller's address. */
export class UnknownDeviceCodeError extends OAuthError {
  constructor() {
    super("invalid_grant", "This device code is not known. Start the sign-in again.");
  }
}

/** RFC 8628 §3.5: every slow_down makes the code's interval 5 seconds longer. */
export const SLOW_DOWN_STEP_SECONDS = 5;

export interface IssuedDeviceToken {
  accessToken: string;
  scope: string;
  /** Who approved it and for which scope, for the caller's bookkeeping. */
  userId: string;
  organizationId: string | null;
}

type Row = typeof deviceAuthorization.$inferSelect;

/**
 * One poll of the token endpoint (RFC 8628 §3.4–3.5). The request's row is locked for the whole poll,
 * so two polls at once are taken one after the other: the first after approval gets the key, the
 * second finds the code used (`invalid_grant`). Order of checks: unknown or used code, expiry, polling
 * too fast, then the user's decision.
 */
export async function pollDeviceToken(
  db: Db,
  input: { deviceCode: string; clientId: string },
  now: Date,
): Promise<IssuedDeviceToken> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(deviceAuthorization)
      .where(eq(deviceAuthorization.deviceCodeHash, hashDeviceCode(input.deviceCode)))
      .for("update");
    if (!row || row.clientId !== input.clientId) return new UnknownDeviceCodeError();
    if (row.status === "exchanged")
      return new OAuthError("invalid_grant", "This device code was already used. Start the sign-in again.");
    if (row.expiresAt <= now)
      return new OAuthError("expired_token", "The code expired before it was approved. Start the sign-in again.");

    const tooSoon =
      row.lastPolledAt !== null && now.getTime() - row.lastPolledAt.getTime() < row.intervalSeconds * 1000;
    const intervalSeconds = row.intervalSeconds + (tooSoon ? SLOW_DOWN_STEP_SECONDS : 0);
    await tx
      .update(deviceAuthorization)
      .set({ lastPolledAt: now, intervalSeconds })
      .where(eq(deviceAuthorization.id, row.id));
    if (tooSoon)
      return new OAuthError(
        "slow_down",
        `Polling too fast: wait at least ${intervalSeconds} seconds between requests.`,
      );

    if (row.status === "pending")
      return new OAuthError("authorization_pending", "Waiting for the user to approve the code in the browser.");
    if (row.status === "denied") return new OAuthError("access_denied", "The user denied the request.");
    return collectApprovedKey(tx, row, now);
  });
  if (outcome instanceof OAuthError) throw outcome;
  return outcome;
}

/**
 * Mints the approved device's key and marks the code used, in the poll's transaction. The approver must
 * still be allowed: not banned, and still a member of the studio they chose — the membership row is
 * share-locked, so a removal waits for this commit and its trigger then revokes the new key too.
 */
async function collectApprovedKey(tx: Tx, row: Row, now: Date): Promise<IssuedDeviceToken | OAuthError> {
  const refuse = async (description: string) => {
    await tx.update(deviceAuthorization).set({ status: "denied" }).where(eq(deviceAuthorization.id, row.id));
    return new OAuthError("access_denied", description);
  };
  const userId = row.userId;
  if (!userId) return refuse("The approval is no longer valid.");
  const [owner] = await tx
    .select({ banned: user.banned, banExpires: user.banExpires })
    .from(user)
    .where(eq(user.id, userId));
  if (!owner || isBanActive(owner.banned, owner.banExpires, now)) return refuse("The approving account is banned.");
  if (row.organizationId) {
    const [membership] = await tx
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.userId, userId), eq(member.organizationId, row.organizationId)))
      .for("share");
    if (!membership) return refuse("The approving user is no longer a member of the studio.");
  }
  const key = await mintDeviceKey(
    tx,
    { userId, organizationId: row.organizationId },
    { name: row.deviceName, os: row.deviceOs, version: row.deviceVersion },
    now,
  );
  await tx
    .update(deviceAuthorization)
    .set({ status: "exchanged", apiKeyId: key.id })
    .where(eq(deviceAuthorization.id, row.id));
  return { accessToken: key.key, scope: row.scope, userId, organizationId: row.organizationId };
}
