import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

/** For an account without a password credential (2FA needs one). */
export const setPassword = (newPassword: string) =>
  apiFetch<unknown>("/api/account/set-password", { method: "POST", json: { newPassword } });
export const useSetPassword = () => useMutation({ mutationFn: setPassword });
