import { APIError } from "better-auth/api";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invitation } from "../../db/schema/index.ts";
import {
  invitationRefusal,
  leaveRefusal,
  removalRefusal,
  requestedRoles,
  roleChangeRefusal,
  STUDIO_RULE_MESSAGES,
  type Refusal,
} from "../../../shared/studio-rules.ts";
import { findMembership, type Membership } from "./membership.ts";
import { inputField, ownerCount, targetMember, type EndpointInput } from "./studio-lookups.ts";

/** A rule beyond the role table, run once the caller's membership and permission are known. */
export type MemberCheck = (db: Db, actor: Membership, input: EndpointInput) => Promise<void>;

function refuse(refusal: Refusal | null): void {
  if (refusal)
    throw new APIError(refusal.kind === "forbidden" ? "FORBIDDEN" : "BAD_REQUEST", { message: refusal.message });
}

export const checkInvite: MemberCheck = async (db, actor, input) => {
  refuse(invitationRefusal(actor.role, requestedRoles(input.body.role ?? "member")));
  if (input.body.resend === true) return;
  // Inviting again would cancel the link already sent (cancelPendingInvitationsOnReInvite) without saying so: the
  // person's first e-mail would stop working. Resend sends the same invitation; deleting it allows another role.
  const email = typeof input.body.email === "string" ? input.body.email.trim() : "";
  if (email && (await hasLivePendingInvitation(db, actor.organizationId, email)))
    throw new APIError("CONFLICT", { message: STUDIO_RULE_MESSAGES.alreadyInvited(email) });
};

async function hasLivePendingInvitation(db: Db, organizationId: string, email: string): Promise<boolean> {
  const [pending] = await db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, organizationId),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, new Date()),
        sql`lower(${invitation.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return pending !== undefined;
}

export const checkRoleChange: MemberCheck = async (db, actor, input) => {
  const roles = requestedRoles(input.body.role);
  if (roles.length === 0) refuse(roleChangeRefusal({ actor, target: actor, roles, owners: 0 }));
  const target = await targetMember(db, actor, inputField(input, "memberId"));
  refuse(roleChangeRefusal({ actor, target, roles, owners: await ownerCount(db, actor.organizationId) }));
};

export const checkRemoval: MemberCheck = async (db, actor, input) => {
  const target = await targetMember(db, actor, inputField(input, "memberIdOrEmail"));
  refuse(removalRefusal({ actor, target, owners: await ownerCount(db, actor.organizationId) }));
};

export const checkLeave: MemberCheck = async (db, actor) => {
  refuse(leaveRefusal(actor.role, await ownerCount(db, actor.organizationId)));
};

/** A team member must belong to the studio. */
export const checkTeamMember: MemberCheck = async (db, actor, input) => {
  const userId = inputField(input, "userId");
  if (!userId || !(await findMembership(db, userId, actor.organizationId))) {
    throw new APIError("BAD_REQUEST", { message: "Only members of the studio can join its teams." });
  }
};
