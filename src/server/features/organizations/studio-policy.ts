import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invitation, member, team, user } from "../../db/schema/index.ts";
import { isOwner, parseRoles, rolesAllow, type OrgAction, type OrgResource } from "../../../shared/org-roles.ts";
import { storedStudioName, studioLogo } from "../../../shared/organizations.ts";
import { findMembership, notAllowedMessage, STUDIO_NOT_FOUND, type Membership } from "./membership.ts";

type Body = Record<string, unknown>;
type Permission = { [R in OrgResource]: [R, OrgAction<R>] }[OrgResource];

interface Rule {
  /** What the caller's roles must grant; absent = membership is enough. */
  permission?: Permission;
  /** Where the studio id comes from when not in the body/query/active session. */
  studioOf?: (db: Db, body: Body) => Promise<string | null>;
  /** Rules beyond the permission table (targets, last owner…). */
  check?: (db: Db, actor: Membership, body: Body) => Promise<void>;
}

const forbidden = (message: string) => new APIError("FORBIDDEN", { message });
const str = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * Spec §6 on the server for every better-auth studio endpoint, whatever the client sends:
 * permissions from the role table (any role may grant), admins never act on owners or other admins,
 * only owners grant Admin, the last owner cannot leave or be demoted, and a studio the caller is not
 * in is answered like a missing one.
 */
export function studioPolicy(db: Db) {
  const rules: Record<string, Rule> = {
    "/organization/get-full-organization": {},
    "/organization/list-members": {},
    "/organization/get-active-member": {},
    "/organization/get-active-member-role": {},
    "/organization/list-teams": {},
    "/organization/list-team-members": {},
    "/organization/set-active": {},
    "/organization/update": { permission: ["organization", "update"] },
    "/organization/delete": { permission: ["organization", "delete"] },
    "/organization/list-invitations": { permission: ["invitation", "create"] },
    "/organization/invite-member": { permission: ["invitation", "create"], check: checkInvite },
    "/organization/cancel-invitation": { permission: ["invitation", "cancel"], studioOf: studioOfInvitation },
    "/organization/update-member-role": { permission: ["member", "update"], check: checkRoleChange },
    "/organization/remove-member": { permission: ["member", "delete"], check: checkRemoval },
    "/organization/leave": { check: checkLeave },
    "/organization/create-team": { permission: ["team", "create"] },
    "/organization/update-team": { permission: ["team", "update"], studioOf: studioOfTeam },
    "/organization/remove-team": { permission: ["team", "delete"], studioOf: studioOfTeam },
    "/organization/add-team-member": { permission: ["team", "update"], studioOf: studioOfTeam, check: checkTeamMember },
    "/organization/remove-team-member": { permission: ["team", "update"], studioOf: studioOfTeam },
  };

  return createAuthMiddleware(async (ctx) => {
    checkStudioFields(ctx.path, (ctx.body ?? {}) as Body);
    const rule = rules[ctx.path];
    if (!rule) return;
    const session = await getSessionFromCtx(ctx).catch(() => null);
    if (!session) return; // better-auth answers 401 itself
    const body = (ctx.body ?? {}) as Body;
    const query = (ctx.query ?? {}) as Body;
    // set-active with null means "personal": nothing to check.
    if (ctx.path === "/organization/set-active" && body.organizationId === null && !body.organizationSlug) return;

    const studioId =
      (rule.studioOf ? await rule.studioOf(db, body) : null) ??
      str(body.organizationId) ??
      str(query.organizationId) ??
      (ctx.path === "/organization/set-active"
        ? null
        : ((session.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null));
    if (!studioId) {
      if (ctx.path === "/organization/set-active") return; // a slug lookup: better-auth checks membership
      throw new APIError("BAD_REQUEST", { message: "No studio selected." });
    }
    const actor = await findMembership(db, session.user.id, studioId);
    if (!actor) throw new APIError("NOT_FOUND", { message: STUDIO_NOT_FOUND });
    if (rule.permission) {
      const [resource, action] = rule.permission;
      if (!rolesAllow(actor.role, resource, action as never)) throw forbidden(notAllowedMessage(resource));
    }
    await rule.check?.(db, actor, body);
  });
}

/**
 * A studio's name, logo and slug follow the same rules whichever way they arrive: our create-studio
 * endpoint, or better-auth's organization create and update called directly. better-auth stores the name
 * as sent, so it is checked untrimmed.
 */
function checkStudioFields(path: string, body: Body) {
  const fields = path === "/organization/create" ? body : path === "/organization/update" ? body.data : undefined;
  if (!fields || typeof fields !== "object") return;
  const { name, logo, slug } = fields as Body;
  const problem =
    (name === undefined ? undefined : storedStudioName.safeParse(name).error?.issues[0]?.message) ??
    (logo === undefined || logo === null || logo === ""
      ? undefined
      : studioLogo.safeParse(logo).error?.issues[0]?.message) ??
    (slug === undefined || (typeof slug === "string" && STUDIO_SLUG.test(slug))
      ? undefined
      : "Studio slug may contain only lower-case letters, digits and hyphens (at most 64).");
  if (problem) throw new APIError("BAD_REQUEST", { message: problem });
}

/** What our create-studio endpoint generates: slugify(name) (≤ 40) + "-" + 6 hex digits. */
const STUDIO_SLUG = /^[a-z0-9-]{1,64}$/;

async function studioOfInvitation(db: Db, body: Body) {
  const id = str(body.invitationId);
  if (!id) return null;
  const [row] = await db
    .select({ organizationId: invitation.organizationId })
    .from(invitation)
    .where(eq(invitation.id, id));
  return row?.organizationId ?? null;
}

async function studioOfTeam(db: Db, body: Body) {
  const id = str(body.teamId);
  if (!id) return null;
  const [row] = await db.select({ organizationId: team.organizationId }).from(team).where(eq(team.id, id));
  return row?.organizationId ?? null;
}

function requestedRoles(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .flatMap((v) => (typeof v === "string" ? v.split(",") : []))
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
}

/** Only owners invite (or grant) Admin; nobody invites an Owner. */
async function checkInvite(_db: Db, actor: Membership, body: Body) {
  const roles = requestedRoles(body.role ?? "member");
  if (roles.includes("owner")) throw forbidden("Invitations can be for Admin or Member only.");
  if (roles.includes("admin") && !isOwner(actor.role)) throw forbidden(notAllowedMessage("invitation"));
}

async function targetMember(db: Db, actor: Membership, idOrEmail: string | undefined) {
  if (!idOrEmail) throw new APIError("BAD_REQUEST", { message: "Which member?" });
  const [byId] = await db
    .select()
    .from(member)
    .where(and(eq(member.id, idOrEmail), eq(member.organizationId, actor.organizationId)));
  if (byId) return byId;
  if (!idOrEmail.includes("@")) throw new APIError("NOT_FOUND", { message: "Member not found." });
  const [byEmail] = await db
    .select({ member })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(user.email, idOrEmail.toLowerCase()), eq(member.organizationId, actor.organizationId)));
  if (!byEmail) throw new APIError("NOT_FOUND", { message: "Member not found." });
  return byEmail.member;
}

/** Admins act only on plain members; only owners act on admins/owners. */
function assertMayActOn(actor: Membership, target: Membership) {
  const targetRoles = parseRoles(target.role);
  const targetIsPrivileged = targetRoles.includes("owner") || targetRoles.includes("admin");
  if (targetIsPrivileged && !isOwner(actor.role)) throw forbidden(notAllowedMessage("member"));
}

async function ownerCount(db: Db, organizationId: string) {
  const rows = await db.select({ role: member.role }).from(member).where(eq(member.organizationId, organizationId));
  return rows.filter((row) => isOwner(row.role)).length;
}

async function checkRoleChange(db: Db, actor: Membership, body: Body) {
  const roles = requestedRoles(body.role);
  if (roles.length === 0) throw new APIError("BAD_REQUEST", { message: "Choose a role." });
  const target = await targetMember(db, actor, str(body.memberId));
  assertMayActOn(actor, target);
  const current = parseRoles(target.role).sort().join(",");
  if (current === [...roles].sort().join(","))
    throw new APIError("BAD_REQUEST", { message: "The member already has this role." });
  if ((roles.includes("admin") || roles.includes("owner")) && !isOwner(actor.role))
    throw forbidden(notAllowedMessage("member"));
  if (isOwner(target.role) && !roles.includes("owner") && (await ownerCount(db, actor.organizationId)) <= 1) {
    throw forbidden("The last owner of a studio cannot be demoted.");
  }
}

async function checkRemoval(db: Db, actor: Membership, body: Body) {
  const target = await targetMember(db, actor, str(body.memberIdOrEmail));
  if (target.id === actor.id) throw forbidden("Use Leave studio to remove yourself.");
  assertMayActOn(actor, target);
  if (isOwner(target.role) && (await ownerCount(db, actor.organizationId)) <= 1)
    throw forbidden("The last owner of a studio cannot be removed.");
}

async function checkLeave(db: Db, actor: Membership) {
  if (isOwner(actor.role) && (await ownerCount(db, actor.organizationId)) <= 1) {
    throw forbidden("The last owner cannot leave the studio. Make someone else an owner first.");
  }
}

/** A team member must belong to the studio. */
async function checkTeamMember(db: Db, actor: Membership, body: Body) {
  const userId = str(body.userId);
  if (!userId || !(await findMembership(db, userId, actor.organizationId))) {
    throw new APIError("BAD_REQUEST", { message: "Only members of the studio can join its teams." });
  }
}
