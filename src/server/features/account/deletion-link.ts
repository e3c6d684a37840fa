import type { Auth } from "../../auth/auth.ts";
import { createSessionLookup } from "../../auth/session-lookup.ts";

/**
 * Whether an e-mailed deletion link can still delete an account, asked before the confirmation page offers the
 * button, without using the link up (better-auth's own endpoint spends it). A link is live while its
 * verification row exists and has not expired; to a signed-in visitor, only their own link is live, since
 * better-auth refuses anyone else's. The token is a 32-character random secret, so answering whether one is
 * live tells nothing to someone who does not hold it.
 */
export function createDeletionLinkCheck(auth: Auth): (token: string, headers: Headers) => Promise<boolean> {
  const findSession = createSessionLookup(auth);
  return async (token, headers) => {
    const context = await auth.$context;
    const [pending, session] = await Promise.all([
      context.internalAdapter.findVerificationValue(`delete-account-${token}`),
      findSession(headers),
    ]);
    if (!pending || new Date(pending.expiresAt) < new Date()) return false;
    return !session || pending.value === session.user.id;
  };
}
