import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useSession } from "./api/session";
import { useSignOut } from "./api/sign-out";

/**
 * Log Out as the header menus do it (docs/product.md#states): end the session, go to /, then forget the user.
 * Leave the signed-in pages and let the session store hear of the sign-out before the cache is cleared:
 * cleared earlier, the account page and the studio switcher refetched their data as nobody (401s).
 */
export function useSignOutAndLeave() {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { refetch: refetchSession } = useSession();
  return useSignOut({
    onSettled: async () => {
      await navigate({ to: "/" });
      await refetchSession();
      queryClient.clear();
      await router.invalidate();
    },
  });
}
