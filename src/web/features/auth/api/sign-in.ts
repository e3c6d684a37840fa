import { useMutation } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";

export interface SignInInput {
  email: string;
  password: string;
}

/**
 * E-mail and password sign-in. No callbackURL: with one, better-auth's client reloads the whole page to it
 * after a successful sign-in. (An unverified sign-in mails a fresh verification link, sendOnSignIn; that link
 * signs in on /.) A second factor answers `{ twoFactorRedirect: true }` and the client goes to /verify-2fa.
 */
export const signIn = (input: SignInInput) => authCall(authClient.signIn.email(input));

export const useSignIn = () => useMutation({ mutationFn: signIn });

/** True when the answer asks for the second factor instead of signing in. */
export const needsSecondFactor = (data: unknown): boolean =>
  typeof data === "object" && data !== null && "twoFactorRedirect" in data && Boolean(data.twoFactorRedirect);
