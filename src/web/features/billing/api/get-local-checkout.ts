import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LocalCheckoutView } from "@/shared/local-billing";
import { apiFetch } from "@/web/lib/api-client";
import { billingKeys } from "./billing-keys";

/** The local checkout page's data (built-in test-mode provider). */
export const getLocalCheckout = (sessionId: string) =>
  apiFetch<LocalCheckoutView>(`/api/billing/local/checkout/${encodeURIComponent(sessionId)}`);

export const localCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: billingKeys.localCheckout(sessionId),
    queryFn: () => getLocalCheckout(sessionId),
    staleTime: 0,
    retry: false,
  });

export const useLocalCheckout = (sessionId: string) => useQuery(localCheckoutQuery(sessionId));
