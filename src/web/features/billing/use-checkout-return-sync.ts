import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { useSyncSubscription } from "./api/sync-subscription";

/**
 * docs/product.md#screens: on /account?from=checkout, sync the subscription (the provider's webhook may not have
 * arrived yet), refresh what shows it, then drop `from` from the query string. Returns the sync's status so the
 * page can show "Updating your subscription…". Call it from the /account route.
 */
export function useCheckoutReturnSync() {
  const { from } = useSearch({ strict: false }) as { from?: string };
  const navigate = useNavigate();
  const started = useRef(false);
  const sync = useSyncSubscription({
    // Checkout only comes back here on success (a cancelled one returns to /pricing).
    onSuccess: () => void toast.success("Checkout complete: your plan is updated."),
    onError: (error) => console.error("Syncing the subscription after checkout failed:", error),
    // Drops `from` and keeps the studio tab (a studio's checkout returns to its Billing tab).
    onSettled: () => void navigate({ to: "/account", search: ({ tab }) => ({ tab }), replace: true }),
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
