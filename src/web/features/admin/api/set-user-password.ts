import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./admin-mutation";

export const setUserPassword = (input: { userId: string; newPassword: string; reason?: string | undefined }) =>
  apiFetch<unknown>("/api/auth/admin/set-user-password", { method: "POST", json: input });

export const useSetUserPassword = () => useAdminMutation(setUserPassword);
