import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./admin-mutation";

/** One session, named by id: session tokens never reach the browser. */
export const revokeUserSession = ({ userId, sessionId }: { userId: string; sessionId: string }) =>
  apiFetch<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/sessions/${encodeURIComponent(sessionId)}/revoke`, {
    method: "POST",
    json: {},
  });

export const useRevokeUserSession = () => useAdminMutation(revokeUserSession);
