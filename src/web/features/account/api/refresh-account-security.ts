import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useSession } from "@/web/features/auth";
import { sessionKeys } from "@/web/features/sessions";
import { accountKeys } from "./account-keys";

/**
 * After a two-factor or password change. Enabling 2FA replaces this device's session: the session, and the
 * sessions list that marks "This device" by its token, are both refetched (a stale list offered to revoke the
 * current session), with the account details.
 */
export function useRefreshAccountSecurity() {
  const queryClient = useQueryClient();
  const { refetch: refetchSession } = useSession();
  return useCallback(async () => {
    await refetchSession();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    ]);
  }, [queryClient, refetchSession]);
}
