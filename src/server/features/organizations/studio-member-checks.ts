import { APIError } from "better-auth/api";
import type { Db } from "../../db/client.ts";
import {
  invitationRefusal,
  leaveRefusal,
  removalRefusal,
  requestedRoles,
  roleChangeRefusal,
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

export const checkInvite: MemberCheck = async (_db, actor, input) => {
  refuse(invitationRefusal(actor.role, requestedRoles(input.body.role ?? "member")));
};

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
