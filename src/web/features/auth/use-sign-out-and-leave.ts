import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useSession } from "./api/session";
import { useSignOut } from "./api/sign-out";

/** How long Log Out waits for reads already on their way before it ends the session regardless. */
const READS_GRACE_MS = 5_000;

/**
 * Log Out as the header menus do it (docs/product.md#states): leave for /, let the reads already sent come
 * back, end the session, then forget the user.
 * - Leaving first means no signed-in page starts a read while the session ends.
 * - A read sent with the session but answered after the sign-out would be refused (401): the account page's
 *   lists load for a moment after it opens, and a quick Log Out overtook them.
 * - The session store hears of the sign-out before the cache is cleared: cleared earlier, the studio switcher
 *   refetched its data as nobody (401s).
 */
export function useSignOutAndLeave() {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { refetch: refetchSession } = useSession();
  return useSignOut({
    onMutate: async () => {
      await navigate({ to: "/" });
      await readsSettled(queryClient, READS_GRACE_MS);
    },
    onSettled: async () => {
      await refetchSession();
      queryClient.clear();
      await router.invalidate();
    },
  });
}

/** Resolves once no query is fetching, or after `graceMs` (a hung request must not keep the user signed in). */
function readsSettled(queryClient: QueryClient, graceMs: number): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, graceMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}
