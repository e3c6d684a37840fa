import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { syncSubscription } from "./api/sync-subscription";
import { accountKeys } from "@/web/features/account";
import { organizationKeys } from "@/web/features/organizations";

/**
 * docs/product.md#screens: on /account?from=checkout, sync the subscription (the provider's webhook may not have
 * arrived yet), refresh what shows it, then drop the query string. Returns the sync's status so the
 * page can show "Updating your subscription…". Call it from the /account route.
 */
export function useCheckoutReturnSync() {
  const { from } = useSearch({ strict: false }) as { from?: string };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const sync = useMutation({
    mutationFn: syncSubscription,
    onSuccess: async () => {
      // Checkout only comes back here on success (a cancelled one returns to /pricing).
      toast.success("Checkout complete: your plan is updated.");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      ]);
    },
    onError: (error) => console.error("Syncing the subscription after checkout failed:", error),
    onSettled: () => void navigate({ to: "/account", search: {}, replace: true }),
  });
  const { mutate } = sync;

  useEffect(() => {
    // Once per page load, also under StrictMode's double effects.
    if (from !== "checkout" || started.current) return;
    started.current = true;
    mutate();
  }, [from, mutate]);

  return sync.status;
}
