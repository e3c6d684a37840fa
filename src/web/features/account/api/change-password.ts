import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/web/lib/auth-client";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}

/**
 * POST /api/auth/change-password (better-auth's client refreshes the session itself). Signing out the
 * other devices replaces this one's session too: the page refreshes its sessions list on success.
 */
export async function changePassword(input: ChangePasswordInput) {
  const { data, error } = await authClient.changePassword(input);
  if (error) {
    // better-auth words a wrong current password "Invalid password".
    if (error.code === "INVALID_PASSWORD") throw new Error("Your current password is incorrect.");
    throw new Error(error.message || `HTTP error! status: ${error.status}`);
  }
  return data;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
