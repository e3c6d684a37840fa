import { randomUUID } from "node:crypto";
import { and, eq, getTableColumns, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { adminAuditLog } from "../../db/schema/index.ts";
import type { AuditEntry, AuditPage } from "../../../shared/admin.ts";
import { newestFirstPager } from "../../db/newest-first-pager.ts";

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
 * Newest first, keyset-paginated (db/newest-first-pager.ts) so paging stays cheap however long the log grows.
 * With a userId: the actions that targeted that user or that they performed.
 */
export async function listAdminActions(
  db: Db,
  options: { userId?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<AuditPage> {
  const pager = newestFirstPager(adminAuditLog, options);
  const byUser = options.userId
    ? or(eq(adminAuditLog.targetUserId, options.userId), eq(adminAuditLog.actorId, options.userId))
    : undefined;
  const rows = await db
    .select({ ...getTableColumns(adminAuditLog), pageKey: pager.pageKey })
    .from(adminAuditLog)
    .where(and(byUser, pager.where))
    .orderBy(...pager.orderBy)
    .limit(pager.limit);
  const page = pager.finish(rows);
  return { entries: page.rows.map(toEntry), nextCursor: page.nextCursor };
}

function toEntry(row: typeof adminAuditLog.$inferSelect): AuditEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
