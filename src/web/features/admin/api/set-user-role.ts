import type { SiteRole } from "@/shared/admin";
import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./admin-mutation";

export const setUserRole = (input: { userId: string; role: SiteRole; reason?: string | undefined }) =>
  apiFetch<unknown>("/api/auth/admin/set-role", { method: "POST", json: input });

export const useSetUserRole = () => useAdminMutation(setUserRole);
