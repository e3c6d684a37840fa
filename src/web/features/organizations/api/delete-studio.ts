import { useMutation } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import type { MutationConfig } from "@/web/lib/mutation-config";

/**
 * Deletes a studio (owners only). The server cancels its subscription, revokes its keys, removes its
 * invitations and tells the members; the caller then moves to the personal account.
 */
export const deleteStudio = (organizationId: string) => authCall(authClient.organization.delete({ organizationId }));

export const useDeleteStudio = (config: MutationConfig<typeof deleteStudio> = {}) =>
  useMutation({ ...config, mutationFn: deleteStudio });
