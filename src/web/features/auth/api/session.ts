import { authClient, refreshSession, type SessionData } from "@/web/lib/auth-client";

export type { SessionData };

/** Makes every `useSession()` fetch the session again (e.g. after a call was refused for want of one). */
export { refreshSession };

/**
 * The signed-in session. It stays in better-auth's own reactive store rather than TanStack Query: the
 * client's sign-in, sign-out and two-factor calls update it at once, everywhere it is shown.
 */
export const useSession = () => authClient.useSession();

/** The session, fetched now (route guards). */
export async function getSession(): Promise<SessionData | null> {
  const { data } = await authClient.getSession();
  return data;
}

/** The active studio of the session, null for the Personal Account. */
export function activeOrganizationIdOf(session: SessionData | null | undefined): string | null {
  return (session?.session as { activeOrganizationId?: string | null } | undefined)?.activeOrganizationId ?? null;
}
