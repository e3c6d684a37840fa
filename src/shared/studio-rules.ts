import { isOwner, parseRoles, type OrgResource, type OrgRole } from "./org-roles.ts";

/**
 * Who may act on whom inside a studio, and the last-owner rules (docs/permissions.md). Pure functions: the
 * server's studio policy asks them with what it read from the database, the web UI with what it shows, so
 * the two can never disagree. The role table itself (who may do what at all) is `org-roles.ts`.
 */

export interface StudioMemberRef {
  userId: string;
  /** Comma-separated roles as stored, e.g. "owner" or "admin,member". */
  role: string;
}

/** Why an action is refused: `forbidden` answers 403, `invalid` answers 400. */
export interface Refusal {
  kind: "forbidden" | "invalid";
  message: string;
}

/** The product's authorisation text (docs/permissions.md), shared by every refusal of the role table. */
export const notAllowedMessage = (resource: OrgResource) => `You are not allowed to access resource: ${resource}`;

/**
 * The API's answer (404) to a studio that does not exist or that the caller is not a member of. Here, in a module
 * without zod, because the web app compares it on pages that must stay light.
 */
export const STUDIO_NOT_FOUND = "Studio not found.";

export const STUDIO_RULE_MESSAGES = {
  chooseRole: "Choose a role.",
  sameRole: "The member already has this role.",
  removeSelf: "Use Leave studio to remove yourself.",
  inviteRoles: "Invitations can be for Admin or Member only.",
  lastOwnerLeave: "You are the last owner of this studio, so you cannot leave it. Make another member an owner first.",
  lastOwnerDemote: "The last owner of a studio cannot be demoted. Make another member an owner first.",
  lastOwnerRemove: "The last owner of a studio cannot be removed. Make another member an owner first.",
  ownersChangedMeanwhile:
    "The studio's owners changed at the same moment, and a studio must keep an owner. Reload to see who owns it now.",
  teamNameTakenMeanwhile: "A team with this name was just created in this studio. Choose another name.",
  alreadyInvited: (email: string) =>
    `${email} already has a pending invitation. Use Resend under Pending invitations to send it again, or delete it to invite them with another role.`,
} as const;

const forbidden = (message: string): Refusal => ({ kind: "forbidden", message });
const invalid = (message: string): Refusal => ({ kind: "invalid", message });

const isPrivileged = (role: string) => parseRoles(role).some((r) => r === "owner" || r === "admin");

/**
 * Only owners act on owners and admins (themselves included); admins act on plain members; members act on
 * nobody. Acting means changing someone's role or removing them.
 */
export function mayActOnMember(actorRole: string, targetRole: string): boolean {
  if (isOwner(actorRole)) return true;
  return parseRoles(actorRole).includes("admin") && !isPrivileged(targetRole);
}

/** Roles an actor may give, in a role change or an invitation: owners give any, admins only Member. */
export function mayGrantRoles(actorRole: string, roles: readonly OrgRole[]): boolean {
  return isOwner(actorRole) || roles.every((role) => role === "member");
}

/**
 * The roles a role change may set, among Admin and Member: those the actor may give. An admin can only give
 * Member, which a member they may act on already is, so for them a role change has nothing to offer.
 */
export function roleChoices(actorRole: string): Array<"admin" | "member"> {
  return (["member", "admin"] as const).filter((role) => mayGrantRoles(actorRole, [role]));
}

/** The number of owners among a studio's members. */
export const countOwners = (members: ReadonlyArray<{ role: string }>) => members.filter((m) => isOwner(m.role)).length;

/** Roles as a request names them ("Admin", "admin,member", ["owner"]): lower-cased, known ones only. */
export function requestedRoles(value: unknown): OrgRole[] {
  const list = Array.isArray(value) ? value : [value];
  return parseRoles(list.filter((v): v is string => typeof v === "string").join(","));
}

/**
 * Changing `target`'s roles to `roles`: an owner may promote anyone to Owner and step down while another
 * owner remains; the last owner is never demoted.
 */
export function roleChangeRefusal(input: {
  actor: StudioMemberRef;
  target: StudioMemberRef;
  roles: readonly OrgRole[];
  owners: number;
}): Refusal | null {
  const { actor, target, roles, owners } = input;
  if (roles.length === 0) return invalid(STUDIO_RULE_MESSAGES.chooseRole);
  if (!mayActOnMember(actor.role, target.role)) return forbidden(notAllowedMessage("member"));
  if (sameRoles(parseRoles(target.role), roles)) return invalid(STUDIO_RULE_MESSAGES.sameRole);
  if (!mayGrantRoles(actor.role, roles)) return forbidden(notAllowedMessage("member"));
  if (isOwner(target.role) && !roles.includes("owner") && owners <= 1)
    return forbidden(STUDIO_RULE_MESSAGES.lastOwnerDemote);
  return null;
}

/** Removing `target` from the studio (leaving is `leaveRefusal`). */
export function removalRefusal(input: {
  actor: StudioMemberRef;
  target: StudioMemberRef;
  owners: number;
}): Refusal | null {
  const { actor, target, owners } = input;
  if (actor.userId === target.userId) return forbidden(STUDIO_RULE_MESSAGES.removeSelf);
  if (!mayActOnMember(actor.role, target.role)) return forbidden(notAllowedMessage("member"));
  if (isOwner(target.role) && owners <= 1) return forbidden(STUDIO_RULE_MESSAGES.lastOwnerRemove);
  return null;
}

/** Leaving the studio: anyone but its last owner. */
export function leaveRefusal(actorRole: string, owners: number): Refusal | null {
  return isOwner(actorRole) && owners <= 1 ? forbidden(STUDIO_RULE_MESSAGES.lastOwnerLeave) : null;
}

/** Inviting someone as `roles`: Admin or Member only, and only owners invite Admins. */
export function invitationRefusal(actorRole: string, roles: readonly OrgRole[]): Refusal | null {
  if (roles.includes("owner")) return forbidden(STUDIO_RULE_MESSAGES.inviteRoles);
  return mayGrantRoles(actorRole, roles) ? null : forbidden(notAllowedMessage("invitation"));
}

function sameRoles(a: readonly OrgRole[], b: readonly OrgRole[]): boolean {
  return [...new Set(a)].sort().join(",") === [...new Set(b)].sort().join(",");
}
