import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import { useStudioMutation } from "./studio-mutation";

export const removeMember = (organizationId: string, memberId: string) =>
  authCall(authClient.organization.removeMember({ memberIdOrEmail: memberId, organizationId }));

export const useRemoveMember = (organizationId: string) =>
  useStudioMutation(organizationId, (memberId: string) => removeMember(organizationId, memberId));
