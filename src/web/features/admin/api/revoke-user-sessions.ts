import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./admin-mutation";

/** Signs the user out of every device. */
export const revokeUserSessions = (input: { userId: string; reason?: string | undefined }) =>
  apiFetch<unknown>("/api/auth/admin/revoke-user-sessions", { method: "POST", json: input });

export const useRevokeUserSessions = () => useAdminMutation(revokeUserSessions);
