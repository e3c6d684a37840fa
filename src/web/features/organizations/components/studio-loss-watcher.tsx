import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { STUDIO_NOT_FOUND } from "@/shared/studio-rules";
import { isApiError } from "@/web/lib/api-client";
import { subscribeToFailures } from "@/web/lib/query-errors";
import { myOrganizationsQuery } from "../api/get-my-organizations";
import { useActiveOrganizationId, useReturnToPersonalAccount } from "../use-active-organization";

/**
 * When a call about the active studio is answered "Studio not found." (it was deleted, or the user was removed from
 * it, while its page was open), and the user's studio list confirms it is gone: says so, and goes back to the
 * Personal Account, as leaving it does. Without this the view stayed on the studio, every tab and action failing
 * with the same error, and the switchers still listed it. A 404 for a studio the user still belongs to changes
 * nothing.
 */
export function StudioLossWatcher() {
  const queryClient = useQueryClient();
  const activeId = useActiveOrganizationId();
  const returnToPersonalAccount = useReturnToPersonalAccount();
  const handling = useRef<string | null>(null);

  useEffect(() => {
    if (!activeId) return;
    const onError = (error: unknown) => {
      if (!isApiError(error, 404) || error.message !== STUDIO_NOT_FOUND || handling.current === activeId) return;
      handling.current = activeId;
      void (async () => {
        const name = queryClient.getQueryData(myOrganizationsQuery.queryKey)?.find((o) => o.id === activeId)?.name;
        const mine = await queryClient.fetchQuery({ ...myOrganizationsQuery, staleTime: 0 });
        if (mine.some((studio) => studio.id === activeId)) {
          handling.current = null;
          return;
        }
        toast.error(`${name ?? "This studio"} is no longer available: it was deleted, or you were removed from it.`);
        await returnToPersonalAccount();
      })();
    };
    return subscribeToFailures(queryClient, onError);
  }, [activeId, queryClient, returnToPersonalAccount]);
  return null;
}
