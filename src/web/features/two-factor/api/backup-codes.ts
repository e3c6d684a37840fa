import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";

/** New backup codes; the old ones stop working at once. */
export async function regenerateBackupCodes(password: string): Promise<string[]> {
  const data = await authCall(authClient.twoFactor.generateBackupCodes({ password }));
  if (!data?.backupCodes) throw new Error("No backup codes received.");
  return data.backupCodes;
}

/** The remaining backup codes (our own endpoint checks the password first). */
export const viewBackupCodes = async (password: string) =>
  (await apiFetch<{ backupCodes: string[] }>("/api/account/view-backup-codes", { method: "POST", json: { password } }))
    .backupCodes;

export const useBackupCodes = (mode: "regenerate" | "view") =>
  useMutation({ mutationFn: mode === "regenerate" ? regenerateBackupCodes : viewBackupCodes });
