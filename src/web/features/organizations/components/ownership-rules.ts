import { isOwner } from "@/shared/org-roles";
import {
  countOwners,
  leaveRefusal,
  roleChangeRefusal,
  type Refusal,
  type StudioMemberRef,
} from "@/shared/studio-rules";

/**
 * What the Members tab offers about ownership, asked of the shared rules the server enforces
 * (src/shared/studio-rules.ts) with what the tab shows, so the buttons and the server never disagree.
 */
export function ownershipOptions(actor: StudioMemberRef, members: ReadonlyArray<StudioMemberRef>) {
  const owners = countOwners(members);
  const self = members.find((m) => m.userId === actor.userId) ?? actor;
  return {
    owners,
    /** Whether "Make owner" is offered for `target`: not for owners, only to those the rules allow. */
    mayMakeOwner: (target: StudioMemberRef) =>
      target.userId !== actor.userId &&
      !isOwner(target.role) &&
      roleChangeRefusal({ actor, target, roles: ["owner"], owners }) === null,
    /** Stepping down to Admin: undefined when the actor is not an owner, else null (allowed) or the refusal. */
    stepDown: isOwner(actor.role)
      ? roleChangeRefusal({ actor, target: self, roles: ["admin"], owners })
      : (undefined as Refusal | null | undefined),
    /** Leaving: null (allowed) or the refusal (the last owner). */
    leave: leaveRefusal(actor.role, owners),
  };
}
