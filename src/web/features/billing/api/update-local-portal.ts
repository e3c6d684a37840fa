import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LocalCardInput, LocalPortalView } from "@/shared/local-billing";
import { apiFetch } from "@/web/lib/api-client";
import { localPortalQuery } from "./get-local-portal";

/** Everything the local portal can change; each answers the portal's new state. */
export type LocalPortalAction =
  | { type: "cancel" }
  | { type: "resume" }
  | { type: "plan"; planId: string }
  | { type: "card"; card: LocalCardInput }
  | { type: "simulate"; event: "renewal" | "payment_failed" | "retries_exhausted" };

export function updateLocalPortal(sessionId: string, action: LocalPortalAction) {
  const { type, ...body } = action;
  const json = type === "cancel" || type === "resume" ? undefined : body;
  return apiFetch<LocalPortalView>(`/api/billing/local/portal/${encodeURIComponent(sessionId)}/${type}`, {
    method: "POST",
    ...(json ? { json } : {}),
  });
}

export function useUpdateLocalPortal(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LocalPortalAction) => updateLocalPortal(sessionId, action),
    onSuccess: (view) => queryClient.setQueryData(localPortalQuery(sessionId).queryKey, view),
  });
}
