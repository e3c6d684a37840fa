import { useMutation } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";

/** Sends the verification e-mail again (rate limited on the server). */
export const sendVerificationEmail = (input: { email: string; callbackURL: string }) =>
  authCall(authClient.sendVerificationEmail(input));

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
