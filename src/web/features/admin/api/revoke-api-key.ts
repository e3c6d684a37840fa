import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./admin-mutation";

export const revokeApiKey = ({ userId, keyId }: { userId: string; keyId: string }) =>
  apiFetch<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/api-keys/${encodeURIComponent(keyId)}/revoke`, {
    method: "POST",
    json: {},
  });

export const useRevokeApiKey = () => useAdminMutation(revokeApiKey);
