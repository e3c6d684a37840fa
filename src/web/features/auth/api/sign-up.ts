import { useMutation } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  /** Where the verification link lands once it has signed the user in. */
  callbackURL: string;
}

/** Creates the account and sends the verification e-mail. */
export const signUp = (input: SignUpInput) => authCall(authClient.signUp.email(input));

export const useSignUp = () => useMutation({ mutationFn: signUp });
