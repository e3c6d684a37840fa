import type { Db } from "../../db/client.ts";
import type { StudioRequirement } from "./membership.ts";
import type { EndpointInput } from "./studio-lookups.ts";
import { studioOfInvitation, studioOfTeam } from "./studio-lookups.ts";
import {
  checkInvite,
  checkLeave,
  checkRemoval,
  checkRoleChange,
  checkTeamMember,
  type MemberCheck,
} from "./studio-member-checks.ts";
import { checkTeamName } from "./studio-team-checks.ts";

/**
 * Every organization endpoint better-auth exposes, classified (docs/permissions.md). studio-policy.ts refuses
 * any `/organization/*` path missing here, so an endpoint a better-auth upgrade adds stays closed until it is
 * classified; studio-endpoints.test.ts fails on any exposed endpoint without an entry.
 */
export type StudioEndpoint =
  /** The caller's own studios, invitations and teams: better-auth checks who they are. */
  | { scope: "caller" }
  | {
      scope: "studio";
      /** Membership alone, or a permission one of the caller's roles must grant. */
      requirement: StudioRequirement;
      /** Where the studio comes from before the fields that name it and the session's active studio. */
      locate?: (db: Db, input: EndpointInput) => Promise<string | null>;
      /** set-active: no active-studio fallback, and naming no studio (going personal) is fine. */
      switchesStudio?: true;
      /** Rules beyond the role table: targets, roles given, the last owner. */
      check?: MemberCheck;
    };

const member: StudioEndpoint = { scope: "studio", requirement: "membership" };
const caller: StudioEndpoint = { scope: "caller" };
const byTeam = (requirement: StudioRequirement, check?: MemberCheck): StudioEndpoint => ({
  scope: "studio",
  requirement,
  locate: studioOfTeam,
  ...(check ? { check } : {}),
});

export const studioEndpoints: Readonly<Record<string, StudioEndpoint>> = {
  // The caller's own
  "/organization/create": caller,
  "/organization/list": caller,
  "/organization/check-slug": caller,
  "/organization/get-invitation": caller,
  "/organization/accept-invitation": caller,
  "/organization/reject-invitation": caller,
  "/organization/list-user-invitations": caller,
  "/organization/list-user-teams": caller,
  // Reading a studio: its members
  "/organization/get-organization": member,
  "/organization/get-full-organization": member,
  "/organization/list-members": member,
  "/organization/get-active-member": member,
  "/organization/get-active-member-role": member,
  "/organization/has-permission": member,
  "/organization/list-teams": member,
  "/organization/list-team-members": byTeam("membership"),
  "/organization/set-active-team": byTeam("membership"),
  "/organization/set-active": { ...member, switchesStudio: true },
  // Changing a studio: the role table, then the rules on targets and the last owner
  "/organization/update": { scope: "studio", requirement: ["organization", "update"] },
  "/organization/delete": { scope: "studio", requirement: ["organization", "delete"] },
  "/organization/list-invitations": { scope: "studio", requirement: ["invitation", "create"] },
  "/organization/invite-member": { scope: "studio", requirement: ["invitation", "create"], check: checkInvite },
  "/organization/cancel-invitation": {
    scope: "studio",
    requirement: ["invitation", "cancel"],
    locate: studioOfInvitation,
  },
  "/organization/update-member-role": { scope: "studio", requirement: ["member", "update"], check: checkRoleChange },
  "/organization/remove-member": { scope: "studio", requirement: ["member", "delete"], check: checkRemoval },
  "/organization/leave": { scope: "studio", requirement: "membership", check: checkLeave },
  "/organization/create-team": { scope: "studio", requirement: ["team", "create"], check: checkTeamName },
  "/organization/update-team": byTeam(["team", "update"], checkTeamName),
  "/organization/remove-team": byTeam(["team", "delete"]),
  "/organization/add-team-member": byTeam(["team", "update"], checkTeamMember),
  "/organization/remove-team-member": byTeam(["team", "update"]),
};

/**
 * Endpoints of the organization plugin without an HTTP path: only our own server code can call them
 * (test fixtures add members with addMember). Listed so that a new one is noticed (studio-endpoints.test.ts).
 */
export const serverOnlyStudioEndpoints = ["addMember"] as const;
