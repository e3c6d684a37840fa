import { randomUUID } from "node:crypto";
import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { adminAuditLog } from "../../db/schema/index.ts";
import type { AuditEntry, AuditPage } from "../../../shared/admin.ts";
import { isPlausibleEventTime } from "../../../shared/event-time.ts";
import { AppError } from "../../lib/errors.ts";

export type AdminAction =
  | "user.create"
  | "user.update"
  | "user.set_role"
  | "user.ban"
  | "user.unban"
  | "user.set_password"
  | "user.delete"
  | "user.self_delete"
  | "user.impersonate"
  | "user.stop_impersonating"
  | "session.revoke"
  | "session.revoke_all"
  | "api_key.revoke"
  | "admin.grant"
  | "admin.revoke";

export interface AdminActionInput {
  actorId: string | null;
  actorEmail: string;
  action: AdminAction;
  targetUserId?: string | null;
  targetEmail?: string | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
  ipAddress?: string | null;
}

/** Appends one line to the admin audit log (inside the caller's transaction when given one). */
export async function recordAdminAction(db: Db | Tx, input: AdminActionInput, now = new Date()): Promise<void> {
  await db.insert(adminAuditLog).values({
    id: randomUUID(),
    actorId: input.actorId,
    actorEmail: input.actorEmail,
    action: input.action,
    targetUserId: input.targetUserId ?? null,
    targetEmail: input.targetEmail ?? null,
    reason: input.reason ?? null,
    details: input.details ?? null,
    ipAddress: input.ipAddress ?? null,
    createdAt: now,
  });
}

/**
 * Newest first, keyset-paginated on (createdAt, id) so paging stays cheap however long the log grows.
 * With a userId: the actions that targeted that user or that they performed.
 */
export async function listAdminActions(
  db: Db,
  options: { userId?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (options.userId) {
    conditions.push(
      or(eq(adminAuditLog.targetUserId, options.userId), eq(adminAuditLog.actorId, options.userId)) as SQL,
    );
  }
  if (options.cursor) {
    const { createdAt, id } = decodeCursor(options.cursor);
    conditions.push(
      or(
        lt(adminAuditLog.createdAt, createdAt),
        and(eq(adminAuditLog.createdAt, createdAt), lt(adminAuditLog.id, id)),
      ) as SQL,
    );
  }
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    entries: page.map(toEntry),
    nextCursor: rows.length > options.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

function toEntry(row: typeof adminAuditLog.$inferSelect): AuditEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  if (!id || Number.isNaN(createdAt.getTime()) || !isPlausibleEventTime(createdAt))
    throw new AppError("unprocessable", "cursor: Invalid cursor.");
  return { createdAt, id };
}
