import { useSession } from "./api/session";

/**
 * Whether an admin is impersonating the signed-in user. The server refuses what touches sign-in, keys, devices and
 * the account's existence while impersonating; the buttons for it are disabled, so the admin is not led to fill in
 * a form only to be refused (the impersonation banner says why).
 */
export function useImpersonating(): boolean {
  const { data } = useSession();
  return Boolean((data?.session as { impersonatedBy?: string | null } | undefined)?.impersonatedBy);
}
