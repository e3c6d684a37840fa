import { useMutation } from "@tanstack/react-query";
import type { LocalCardInput } from "@/shared/local-billing";
import { apiFetch } from "@/web/lib/api-client";

/** Pays the local checkout with a test card; answers where to go next (the account page). */
export const completeLocalCheckout = ({ sessionId, card }: { sessionId: string; card: LocalCardInput }) =>
  apiFetch<{ redirectUrl: string }>(`/api/billing/local/checkout/${encodeURIComponent(sessionId)}/complete`, {
    method: "POST",
    json: { card },
  });

export const useCompleteLocalCheckout = () => useMutation({ mutationFn: completeLocalCheckout });
