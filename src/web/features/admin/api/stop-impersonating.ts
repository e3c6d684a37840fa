import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

/** Ends impersonation; the admin's own session comes back from the `admin_session` cookie (same origin). */
export const stopImpersonating = () =>
  apiFetch<unknown>("/api/auth/admin/stop-impersonating", { method: "POST", json: {} });

export const useStopImpersonating = () => useMutation({ mutationFn: stopImpersonating });
