import { useMutation } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";

export interface SecondFactorInput {
  mode: "totp" | "backup";
  code: string;
}

/** The second step of a sign-in: a TOTP code or one backup code (the pending sign-in lives in a cookie). */
export const verifySecondFactor = ({ mode, code }: SecondFactorInput) =>
  mode === "totp"
    ? authCall(authClient.twoFactor.verifyTotp({ code }))
    : authCall(authClient.twoFactor.verifyBackupCode({ code }));

export const useVerifySecondFactor = () => useMutation({ mutationFn: verifySecondFactor });
