import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isApiError } from "@/web/lib/api-client";
import { subscribeToFailures } from "@/web/lib/query-errors";
import { refreshSession } from "@/web/features/auth";

/** Asks again at most this often, however many calls a page makes after its session ended. */
const AT_MOST_EVERY_MS = 5_000;

/**
 * When one of our API calls or actions is refused for want of a session (401: it was revoked from another device,
 * or it expired), asks better-auth for the session again. The header and the page then show the signed-out state
 * instead of an account page whose every call and poll fails. A 401 with the session still valid changes nothing.
 */
export function SessionLossWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastAsked = 0;
    const onError = (error: unknown) => {
      if (!isApiError(error, 401) || Date.now() - lastAsked < AT_MOST_EVERY_MS) return;
      lastAsked = Date.now();
      refreshSession();
    };
    return subscribeToFailures(queryClient, onError);
  }, [queryClient]);
  return null;
}
