import type { Auth } from "../../auth/auth.ts";
import { createSessionLookup } from "../../auth/session-lookup.ts";
import type { DeletionLinkCheck } from "../../../shared/account.ts";

/**
 * Whether an e-mailed deletion link can still delete an account, asked before the confirmation page offers the
 * button, without using the link up (better-auth's own endpoint spends it). A link is live while its
 * verification row exists and has not expired. A signed-in visitor is told when a live link is another account's
 * (better-auth refuses it to them), so the page can say to sign in as that account. The token is a 32-character
 * random secret, so answering whether one is live tells nothing to someone who does not hold it.
 */
export function createDeletionLinkCheck(
  auth: Auth,
): (token: string, headers: Headers) => Promise<DeletionLinkCheck["status"]> {
  const findSession = createSessionLookup(auth);
  return async (token, headers) => {
    const context = await auth.$context;
    const [pending, session] = await Promise.all([
      context.internalAdapter.findVerificationValue(`delete-account-${token}`),
      findSession(headers),
    ]);
    if (!pending || new Date(pending.expiresAt) < new Date()) return "invalid";
    return !session || pending.value === session.user.id ? "usable" : "other-account";
  };
}
