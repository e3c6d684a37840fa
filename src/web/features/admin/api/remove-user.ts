import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./admin-mutation";

/** Deletes the account with its sessions, keys, memberships and pools (database cascades). */
export const removeUser = (input: { userId: string; reason?: string | undefined }) =>
  apiFetch<unknown>("/api/auth/admin/remove-user", { method: "POST", json: input });

export const useRemoveUser = () => useAdminMutation(removeUser);
