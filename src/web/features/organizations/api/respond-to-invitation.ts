import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import type { MutationConfig } from "@/web/lib/mutation-config";
import { invitationKeys } from "./organization-keys";

/** Accepting joins the studio and makes it the session's active one (better-auth does that). */
export const acceptInvitation = (invitationId: string) =>
  authCall(authClient.organization.acceptInvitation({ invitationId }));

export const useAcceptInvitation = (config: MutationConfig<typeof acceptInvitation> = {}) =>
  useMutation({ ...config, mutationFn: acceptInvitation });

export const declineInvitation = (invitationId: string) =>
  authCall(authClient.organization.rejectInvitation({ invitationId }));

/**
 * Declining shows the invitation as closed: its query is refetched, then the caller's onSuccess runs (given
 * here, not to mutate(): the refetch unmounts the buttons that declined).
 */
export function useDeclineInvitation(config: MutationConfig<typeof declineInvitation> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: declineInvitation,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: invitationKeys.detail(args[1]) });
      await config.onSuccess?.(...args);
    },
  });
}
