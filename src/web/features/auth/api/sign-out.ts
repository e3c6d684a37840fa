import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/web/lib/auth-client";
import type { MutationConfig } from "@/web/lib/mutation-config";

/** Ends this session. A failure is only logged: the app forgets the user either way. */
export async function signOut(): Promise<void> {
  const { error } = await authClient.signOut();
  if (error) console.error("Sign out failed", error);
}

export const useSignOut = (config: MutationConfig<typeof signOut> = {}) =>
  useMutation({ ...config, mutationFn: signOut });
