import { useMutation } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";

export const TOTP_DETAILS_MISSING = "Failed to retrieve 2FA details from server.";

/** Starts enrolment: the authenticator URI (with the secret) and the first backup codes. */
export async function enableTwoFactor(password: string): Promise<{ totpURI: string; backupCodes: string[] }> {
  const data = await authCall(authClient.twoFactor.enable({ password }));
  if (!data || !("totpURI" in data) || !data.totpURI) throw new Error(TOTP_DETAILS_MISSING);
  return { totpURI: data.totpURI, backupCodes: data.backupCodes ?? [] };
}
export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });

/** Finishes enrolment with a code from the app (this replaces the device's session). */
export const confirmTwoFactor = (code: string) => authCall(authClient.twoFactor.verifyTotp({ code }));
export const useConfirmTwoFactor = () => useMutation({ mutationFn: confirmTwoFactor });
