import { useMutation } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import type { MutationConfig } from "@/web/lib/mutation-config";

/** Leaves the studio (the server refuses its last owner). */
export const leaveOrganization = (organizationId: string) =>
  authCall(authClient.organization.leave({ organizationId }));

export const useLeaveOrganization = (config: MutationConfig<typeof leaveOrganization> = {}) =>
  useMutation({ ...config, mutationFn: leaveOrganization });
