import { adminClient, organizationClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * better-auth's client on the same origin (/api/auth). Cookies carry the session, so every call
 * includes credentials. A sign-in that needs a second factor sends the browser to /verify-2fa.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  fetchOptions: { credentials: "include" },
  plugins: [
    organizationClient({ teams: { enabled: true } }),
    adminClient(),
    twoFactorClient({
      onTwoFactorRedirect() {
        window.location.href = "/verify-2fa";
      },
    }),
  ],
});

export type SessionData = typeof authClient.$Infer.Session;

/**
 * Makes every `useSession()` fetch the session again (the header's avatar and menus among them), after a
 * change made through our own API rather than through better-auth's client, which does this by itself.
 */
export function refreshSession(): void {
  authClient.$store.notify("$sessionSignal");
}
