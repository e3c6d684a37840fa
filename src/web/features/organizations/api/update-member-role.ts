import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import { useStudioMutation } from "./studio-mutation";

export interface UpdateMemberRoleInput {
  memberId: string;
  role: "member" | "admin";
}

export const updateMemberRole = (organizationId: string, { memberId, role }: UpdateMemberRoleInput) =>
  authCall(authClient.organization.updateMemberRole({ memberId, organizationId, role }));

export const useUpdateMemberRole = (organizationId: string) =>
  useStudioMutation(organizationId, (input: UpdateMemberRoleInput) => updateMemberRole(organizationId, input));
