import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { newestFirstPager } from "../../db/newest-first-pager.ts";
import { organizationAuditEvent, team, user } from "../../db/schema/index.ts";
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

const detailsTeamId = sql<string>`${organizationAuditEvent.details} ->> 'teamId'`;
const detailsTeam = sql<string>`${organizationAuditEvent.details} ->> 'team'`;

/**
 * The names of a studio's teams by id: the team's own row while it exists, else the newest name the studio's
 * audit trail recorded for it (a deleted team's row is gone). An id found in neither is left out.
 */
export async function teamNames(db: Db | Tx, organizationId: string, teamIds: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const ids = [...new Set(teamIds)];
  if (ids.length === 0) return names;
  const rows = await db
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), inArray(team.id, ids)));
  for (const row of rows) names.set(row.id, row.name);
  const missing = ids.filter((id) => !names.has(id));
  if (missing.length === 0) return names;
  const recorded = await db
    .select({ teamId: detailsTeamId, name: detailsTeam })
    .from(organizationAuditEvent)
    .where(
      and(
        eq(organizationAuditEvent.organizationId, organizationId),
        inArray(detailsTeamId, missing),
        isNotNull(detailsTeam),
      ),
    )
    .orderBy(desc(organizationAuditEvent.createdAt), desc(organizationAuditEvent.id));
  for (const row of recorded) if (!names.has(row.teamId)) names.set(row.teamId, row.name);
  return names;
}

const target = alias(user, "audit_target_user");

/**
 * Newest first, with the actor's name; `cursor` pages through older events (db/newest-first-pager.ts). Events
 * stored without the target's e-mail or the team's name (written before both were recorded) name them from the
 * target's current e-mail and the team's name, where these are still known.
 */
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
      targetEmail: sql<string | null>`coalesce(${organizationAuditEvent.targetEmail}, ${target.email})`,
      details: organizationAuditEvent.details,
      createdAt: organizationAuditEvent.createdAt,
      pageKey: pager.pageKey,
    })
    .from(organizationAuditEvent)
    .leftJoin(user, eq(user.id, organizationAuditEvent.actorUserId))
    .leftJoin(target, eq(target.id, organizationAuditEvent.targetUserId))
    .where(and(eq(organizationAuditEvent.organizationId, organizationId), pager.where))
    .orderBy(...pager.orderBy)
    .limit(pager.limit);
  const page = pager.finish(rows);
  const unnamed = page.rows.flatMap((row) => {
    const teamId = row.details.teamId;
    return typeof teamId === "string" && typeof row.details.team !== "string" ? [teamId] : [];
  });
  const names = await teamNames(db, organizationId, unnamed);
  return {
    entries: page.rows.map((row) => {
      const name = typeof row.details.teamId === "string" ? names.get(row.details.teamId) : undefined;
      const details = name && typeof row.details.team !== "string" ? { ...row.details, team: name } : row.details;
      return { ...row, details, createdAt: row.createdAt.toISOString() };
    }),
    nextCursor: page.nextCursor,
  };
}
