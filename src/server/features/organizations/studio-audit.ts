import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/index.ts";
import type { Logger } from "../../lib/logger.ts";
import { recordAuditEvent, teamNames, type AuditAction, type AuditEventInput } from "./audit-log.ts";

type Returned = Record<string, unknown> | null | undefined;
type Body = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : null);
const obj = (value: unknown) => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});

/** What each successful better-auth studio call means for the audit trail. */
const describe: Record<string, (returned: Returned, body: Body) => Omit<AuditEventInput, "actorUserId"> | null> = {
  "/organization/invite-member": (r, b) => ({
    organizationId: str(obj(r).organizationId) ?? "",
    action: (b.resend ? "invitation.resent" : "member.invited") as AuditAction,
    targetEmail: str(obj(r).email),
    details: { role: obj(r).role },
  }),
  "/organization/cancel-invitation": (r) => ({
    organizationId: str(obj(r).organizationId) ?? "",
    action: "invitation.cancelled",
    targetEmail: str(obj(r).email),
  }),
  "/organization/accept-invitation": (r) => ({
    organizationId: str(obj(obj(r).invitation).organizationId) ?? "",
    action: "invitation.accepted",
    targetUserId: str(obj(obj(r).member).userId),
    targetEmail: str(obj(obj(r).invitation).email),
  }),
  "/organization/reject-invitation": (r) => ({
    organizationId: str(obj(obj(r).invitation).organizationId) ?? "",
    action: "invitation.declined",
    targetEmail: str(obj(obj(r).invitation).email),
  }),
  "/organization/remove-member": (r) => {
    const removed = obj(obj(r).member);
    return {
      organizationId: str(removed.organizationId) ?? "",
      action: "member.removed",
      targetUserId: str(removed.userId),
      targetEmail: str(obj(removed.user).email),
    };
  },
  "/organization/update-member-role": (r) => ({
    organizationId: str(obj(obj(r).member ?? r).organizationId) ?? "",
    action: "member.role_changed",
    targetUserId: str(obj(obj(r).member ?? r).userId),
    details: { role: obj(obj(r).member ?? r).role },
  }),
  "/organization/leave": (r) => ({
    organizationId: str(obj(r).organizationId) ?? "",
    action: "member.left",
    targetUserId: str(obj(r).userId),
  }),
  "/organization/update": (r, b) => ({
    organizationId: str(obj(r).id) ?? "",
    action: "studio.updated",
    details: { changed: Object.keys(obj(b.data)) },
  }),
  "/organization/create-team": (r) => ({
    organizationId: str(obj(r).organizationId) ?? "",
    action: "team.created",
    details: { team: obj(r).name, teamId: obj(r).id },
  }),
  "/organization/update-team": (r) => ({
    organizationId: str(obj(r).organizationId) ?? "",
    action: "team.updated",
    details: { team: obj(r).name, teamId: obj(r).id },
  }),
  // "/organization/remove-team" answers only a message and the team's row is gone by now: auditTeamDeletion.
  "/organization/add-team-member": (r, b) => ({
    organizationId: "",
    action: "team.member_added",
    targetUserId: str(b.userId),
    details: { teamId: obj(r).teamId ?? b.teamId },
  }),
  "/organization/remove-team-member": (_r, b) => ({
    organizationId: "",
    action: "team.member_removed",
    targetUserId: str(b.userId),
    details: { teamId: b.teamId },
  }),
};

/**
 * Names who and which team an event is about, so the trail reads on after either is gone: the target's e-mail
 * when better-auth's answer carried only their id, and the team's name when it carried only its id.
 */
async function nameTargets(db: Db, event: Omit<AuditEventInput, "actorUserId">): Promise<void> {
  if (event.targetUserId && !event.targetEmail) {
    const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, event.targetUserId));
    event.targetEmail = row?.email ?? null;
  }
  const teamId = str(event.details?.teamId);
  if (teamId && typeof event.details?.team !== "string") {
    const name = (await teamNames(db, event.organizationId, [teamId])).get(teamId);
    if (name) event.details = { ...event.details, team: name };
  }
}

/** Records successful studio changes made through better-auth; a failed write is logged, never fatal. */
export function studioAudit(db: Db, logger: Logger, studioOfTeam: (teamId: string) => Promise<string | null>) {
  return createAuthMiddleware(async (ctx) => {
    const describeEvent = describe[ctx.path];
    const returned = ctx.context.returned as Returned;
    if (!describeEvent || returned === undefined || isAPIError(returned)) return;
    const body = (ctx.body ?? {}) as Body;
    const event = describeEvent(returned, body);
    if (!event) return;
    const session = ctx.context.session ?? (await getSessionFromCtx(ctx).catch(() => null));
    if (!event.organizationId && str(body.teamId))
      event.organizationId = (await studioOfTeam(str(body.teamId) ?? "")) ?? "";
    if (!event.organizationId)
      event.organizationId =
        (session?.session as { activeOrganizationId?: string | null } | undefined)?.activeOrganizationId ?? "";
    if (!event.organizationId) return;
    try {
      // Without a name the event is still worth recording: the trail falls back to the ids when it is read.
      await nameTargets(db, event).catch((error: unknown) =>
        logger.warn("audit event recorded unnamed", { path: ctx.path, error: String(error) }),
      );
      await recordAuditEvent(db, { ...event, actorUserId: session?.user.id ?? null });
    } catch (error) {
      logger.error("audit event not recorded", { path: ctx.path, error: String(error) });
    }
  });
}

/**
 * Records a deleted team under its name, from better-auth's afterDeleteTeam hook, which is handed the team itself:
 * remove-team answers only a message, and by the time an after-middleware runs the team's row is gone (a team
 * whose creation was recorded without its name would otherwise read "a team"). A failed write is logged.
 */
export function auditTeamDeletion(db: Db, logger: Logger) {
  return async ({
    team,
    user,
  }: {
    team: { id: string; name: string; organizationId: string };
    user?: { id: string };
  }) => {
    try {
      await recordAuditEvent(db, {
        organizationId: team.organizationId,
        actorUserId: user?.id ?? null,
        action: "team.deleted",
        details: { teamId: team.id, team: team.name },
      });
    } catch (error) {
      logger.error("audit event not recorded", { path: "/organization/remove-team", error: String(error) });
    }
  };
}
