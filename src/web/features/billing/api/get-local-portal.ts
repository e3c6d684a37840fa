import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LocalPortalView } from "@/shared/local-billing";
import { apiFetch } from "@/web/lib/api-client";
import { billingKeys } from "./billing-keys";

/** The local billing portal's data: card, subscription, plans and invoices. */
export const getLocalPortal = (sessionId: string) =>
  apiFetch<LocalPortalView>(`/api/billing/local/portal/${encodeURIComponent(sessionId)}`);

export const localPortalQuery = (sessionId: string) =>
  queryOptions({
    queryKey: billingKeys.localPortal(sessionId),
    queryFn: () => getLocalPortal(sessionId),
    staleTime: 0,
    retry: false,
  });

export const useLocalPortal = (sessionId: string) => useQuery(localPortalQuery(sessionId));
