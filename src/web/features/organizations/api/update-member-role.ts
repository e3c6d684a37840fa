import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import { useStudioMutation } from "./studio-mutation";

export interface UpdateMemberRoleInput {
  memberId: string;
  /** "owner" promotes (owners only); an owner giving themself "admin" steps down (docs/permissions.md). */
  role: "member" | "admin" | "owner";
}

export const updateMemberRole = (organizationId: string, { memberId, role }: UpdateMemberRoleInput) =>
  authCall(authClient.organization.updateMemberRole({ memberId, organizationId, role }));

export const useUpdateMemberRole = (organizationId: string) =>
  useStudioMutation(organizationId, (input: UpdateMemberRoleInput) => updateMemberRole(organizationId, input));
