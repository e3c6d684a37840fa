import { useMutation, useQueryClient } from "@tanstack/react-query";
import { organizationKeys } from "./organization-keys";

/**
 * A mutation that changes one studio (members, invitations, teams): once it succeeds, every query about
 * that studio is refetched before the caller hears of it, so what the caller shows next is current.
 */
export function useStudioMutation<Variables, Result>(
  organizationId: string,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.detail(organizationId) }),
  });
}
