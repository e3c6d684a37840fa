import { and, eq, isNull } from "drizzle-orm";
import type { Auth } from "../../auth/auth.ts";
import { callAuth } from "../../auth/auth-errors.ts";
import type { Db } from "../../db/client.ts";
import { apiKey, session, user } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { recordAdminAction } from "./audit-log.ts";

export interface AdminActor {
  id: string;
  email: string;
  ipAddress: string;
}

/**
 * Revokes one API key of the user; the key and its audit line commit together. Instances drop the key
 * from their caches when the revocation commits (trigger + NOTIFY, drizzle/0004).
 */
export async function revokeUserApiKey(
  db: Db,
  actor: AdminActor,
  userId: string,
  keyId: string,
  reason: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [key] = await tx
      .select({
        id: apiKey.id,
        revokedAt: apiKey.revokedAt,
        prefix: apiKey.prefix,
        organizationId: apiKey.organizationId,
        email: user.email,
      })
      .from(apiKey)
      .innerJoin(user, eq(user.id, apiKey.userId))
      .where(and(eq(apiKey.id, keyId), eq(apiKey.userId, userId)));
    if (!key) throw new AppError("not_found", "This user has no API key with this id.");
    if (key.revokedAt) throw new AppError("conflict", "This API key is already revoked.");
    await tx
      .update(apiKey)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKey.id, keyId), isNull(apiKey.revokedAt)));
    await recordAdminAction(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "api_key.revoke",
      targetUserId: userId,
      targetEmail: key.email,
      reason: reason ?? null,
      details: { keyId, prefix: key.prefix, studioId: key.organizationId },
      ipAddress: actor.ipAddress,
    });
  });
}

/**
 * Revokes one session by its id. Session tokens never reach the browser, so the admin page names
 * sessions by id and the token is looked up here; better-auth then revokes it (database and secondary
 * storage) and its audit hook records the action.
 */
export async function revokeUserSessionById(
  auth: Auth,
  db: Db,
  headers: Headers,
  userId: string,
  sessionId: string,
  reason: string | undefined,
): Promise<void> {
  const [row] = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)));
  if (!row) throw new AppError("not_found", "This user has no session with this id.");
  await callAuth(() =>
    auth.api.revokeUserSession({
      body: { sessionToken: row.token, ...(reason ? { reason } : {}) } as { sessionToken: string },
      headers,
    }),
  );
}
