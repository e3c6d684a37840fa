/**
 * What the admin guard (before hook) learns about a better-auth admin call and hands to the audit
 * hook (after hook): the acting admin, the target as it was before the call (a deleted user or a
 * revoked session is gone afterwards) and the reason. Kept on better-auth's per-call context object,
 * which both hooks of one call share.
 */
export interface AdminCallFacts {
  actor: { id: string; email: string };
  target: { id: string; email: string; role: string | null } | null;
  reason: string | null;
  details?: Record<string, unknown>;
}

// A string key, not a symbol: better-auth copies the context between hooks with defu, which skips symbols.
const FACTS = "gojiAdminCallFacts";

export function rememberAdminCall(context: object, facts: AdminCallFacts): void {
  (context as Record<string, AdminCallFacts>)[FACTS] = facts;
}

export function recallAdminCall(context: object): AdminCallFacts | undefined {
  return (context as Record<string, AdminCallFacts | undefined>)[FACTS];
}
