import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./admin-mutation";

export interface BanUserInput {
  userId: string;
  banReason: string;
  /** Seconds until the ban ends; omitted for a ban without end. */
  banExpiresIn?: number | undefined;
}

/** better-auth's ban endpoint: signs the user out everywhere; our hook requires the reason and audits it. */
export const banUser = (input: BanUserInput) =>
  apiFetch<unknown>("/api/auth/admin/ban-user", { method: "POST", json: input });

export const useBanUser = () => useAdminMutation(banUser);
