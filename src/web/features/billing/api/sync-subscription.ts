import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SyncResponse } from "@/shared/billing";
import { accountKeys } from "@/web/features/account";
import { organizationKeys } from "@/web/features/organizations";
import { apiFetch } from "@/web/lib/api-client";
import type { MutationConfig } from "@/web/lib/mutation-config";

/** POST /api/subscription/sync (docs/api.md): no body, cookies only; re-reads subscriptions from the provider. */
export const syncSubscription = () => apiFetch<SyncResponse>("/api/subscription/sync", { method: "POST" });

/**
 * Syncs the subscription, then refreshes what shows it: the account details and the studios. The caller's
 * onSuccess runs first (before the refresh is started), and the mutation settles once the refresh is done.
 */
export function useSyncSubscription(config: MutationConfig<typeof syncSubscription> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: syncSubscription,
    onSuccess: async (...args) => {
      await Promise.all([
        config.onSuccess?.(...args),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      ]);
    },
  });
}
