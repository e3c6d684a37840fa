import { useMutation } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";

/** Sets a new password with the e-mailed token (single use); the server signs out every other session. */
export const resetPassword = (input: { newPassword: string; token: string }) =>
  authCall(authClient.resetPassword(input));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
