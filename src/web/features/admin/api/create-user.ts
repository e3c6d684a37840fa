import type { SiteRole } from "@/shared/admin";
import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./admin-mutation";

export interface CreateUserInput {
  name: string;
  email: string;
  password: string;
  role: SiteRole;
  reason?: string | undefined;
}

/**
 * POST /api/auth/admin/create-user (docs/permissions.md user: create), with sign-up's rules. The new account gets a
 * verification e-mail and signs in once the address is confirmed.
 */
export const createUser = (input: CreateUserInput) =>
  apiFetch<{ user: { id: string; email: string } }>("/api/auth/admin/create-user", {
    method: "POST",
    json: { ...input, name: input.name.trim(), email: input.email.trim() },
  });

export const useCreateUser = () => useAdminMutation(createUser);
