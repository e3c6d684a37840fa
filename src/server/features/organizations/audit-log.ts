import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { newestFirstPager } from "../../db/newest-first-pager.ts";
import { organizationAuditEvent, user } from "../../db/schema/index.ts";
import type { AuditEventPage } from "../../../shared/organizations.ts";

export type AuditAction =
  | "member.invited"
  | "invitation.resent"
  | "invitation.cancelled"
  | "invitation.accepted"
  | "invitation.declined"
  | "member.removed"
  | "member.left"
  | "member.role_changed"
  | "member.allocation_changed"
  | "studio.created"
  | "studio.updated"
  | "studio.deleted"
  | "team.created"
  | "team.updated"
  | "team.deleted"
  | "team.member_added"
  | "team.member_removed"
  | "device.connected"
  | "device.revoked";

export interface AuditEventInput {
  organizationId: string;
  actorUserId: string | null;
  action: AuditAction;
  targetUserId?: string | null;
  targetEmail?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAuditEvent(db: Db | Tx, event: AuditEventInput): Promise<void> {
  await db.insert(organizationAuditEvent).values({
    id: randomUUID(),
    organizationId: event.organizationId,
    actorUserId: event.actorUserId,
    action: event.action,
    targetUserId: event.targetUserId ?? null,
    targetEmail: event.targetEmail ?? null,
    details: event.details ?? {},
  });
}

/** Newest first, with the actor's name; `cursor` pages through older events (db/newest-first-pager.ts). */
export async function listAuditEvents(
  db: Db,
  organizationId: string,
  options: { limit: number; cursor?: string | undefined },
): Promise<AuditEventPage> {
  const pager = newestFirstPager(organizationAuditEvent, options);
  const rows = await db
    .select({
      id: organizationAuditEvent.id,
      action: organizationAuditEvent.action,
      actorUserId: organizationAuditEvent.actorUserId,
      actorName: user.name,
      actorEmail: user.email,
      targetUserId: organizationAuditEvent.targetUserId,
      targetEmail: organizationAuditEvent.targetEmail,
      details: organizationAuditEvent.details,
      createdAt: organizationAuditEvent.createdAt,
      pageKey: pager.pageKey,
    })
    .from(organizationAuditEvent)
    .leftJoin(user, eq(user.id, organizationAuditEvent.actorUserId))
    .where(and(eq(organizationAuditEvent.organizationId, organizationId), pager.where))
    .orderBy(...pager.orderBy)
    .limit(pager.limit);
  const page = pager.finish(rows);
  return {
    entries: page.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: page.nextCursor,
  };
}
