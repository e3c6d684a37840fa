import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import { sessionKeys } from "./session-keys";

/** Signs one device out (by its session token), or with "others" every device but this one. */
export const revokeSessions = (target: { token: string } | "others") =>
  target === "others" ? authCall(authClient.revokeOtherSessions()) : authCall(authClient.revokeSession(target));

/** The list is refetched whether or not the revocation went through (it may have been revoked already). */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
