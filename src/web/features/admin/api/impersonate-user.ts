import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

/**
 * Starts impersonation: better-auth swaps the session cookie for the user's and keeps the admin's in
 * `admin_session`. The caller reloads the app so every cache and the session atom start over as the user.
 */
export const impersonateUser = (input: { userId: string; reason: string }) =>
  apiFetch<unknown>("/api/auth/admin/impersonate-user", { method: "POST", json: input });

export const useImpersonateUser = () => useMutation({ mutationFn: impersonateUser });
