import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

/** Where the link in the e-mail sends the browser once the new address is confirmed (or refused). */
export const EMAIL_CHANGE_CALLBACK = "/account?from=email-change";

/**
 * POST /api/auth/change-email with the current password: a link goes to the new address, and the change
 * happens only when it is opened. The answer is the same whether or not the address is free.
 */
export const requestEmailChange = (input: { newEmail: string; password: string }) =>
  apiFetch<{ status: boolean }>("/api/auth/change-email", {
    method: "POST",
    json: { newEmail: input.newEmail.trim(), password: input.password, callbackURL: EMAIL_CHANGE_CALLBACK },
  });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });

/** What a refused link's `error` code means, in the account page's words. */
export function emailChangeErrorMessage(code: string): string {
  switch (code) {
    case "TOKEN_EXPIRED":
      return "This link has expired. Request the change again to get a new one.";
    case "LINK_ALREADY_USED":
      return "This link was already used. Request the change again if your address did not change.";
    case "EMAIL_TAKEN":
      return "This address already belongs to another Goji account, so your address was not changed.";
    case "INVALID_USER":
      return "This link belongs to another account. Log out, then open it again.";
    default:
      return "This link is not valid. Request the change again to get a new one.";
  }
}
