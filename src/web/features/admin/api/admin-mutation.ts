import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "./admin-keys";

/**
 * A mutation that changes a user as seen by the admin pages: afterwards every admin query (table,
 * user page, audit log, figures) is refetched, since any of them may show the change.
 */
export function useAdminMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  /** "on-next-view": only marked stale, refetched by the page shown next (a deleted user's own page would 404). */
  refetch: "now" | "on-next-view" = "now",
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: refetch === "now" ? "active" : "none" }),
  });
}
