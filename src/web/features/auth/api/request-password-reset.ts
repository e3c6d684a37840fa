import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/web/lib/api-client";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";

/**
 * Mails a reset link if the address has an account. Answers the same whether or not it has (no enumeration):
 * only a rate limit (429) or no answer at all (status 0, or a network error) is worth telling; any other
 * refusal resolves like success.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await authCall(authClient.requestPasswordReset({ email, redirectTo: "/reset-password" }));
  } catch (error) {
    if (error instanceof ApiError && error.status !== 429 && error.status !== 0) return;
    throw error;
  }
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
