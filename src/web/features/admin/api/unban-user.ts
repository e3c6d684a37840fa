import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./admin-mutation";

export const unbanUser = (input: { userId: string; reason?: string | undefined }) =>
  apiFetch<unknown>("/api/auth/admin/unban-user", { method: "POST", json: input });

export const useUnbanUser = () => useAdminMutation(unbanUser);
