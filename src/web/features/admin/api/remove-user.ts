import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./admin-mutation";

/**
 * Deletes the account the way a person's own deletion does (decision 018): subscriptions cancelled at the
 * provider, one-member studios deleted, keys and sessions ended, accounting records kept under a pseudonym.
 * Refused (409) while the user is the only owner of a studio with other members.
 */
export const removeUser = (input: { userId: string; reason?: string | undefined }) =>
  apiFetch<unknown>("/api/auth/admin/remove-user", { method: "POST", json: input });

// The deleted user's page is left for /admin at once: its queries are not asked again (each would answer 404).
export const useRemoveUser = () => useAdminMutation(removeUser, "on-next-view");
