import { useMutation } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";

export const disableTwoFactor = (password: string) => authCall(authClient.twoFactor.disable({ password }));
export const useDisableTwoFactor = () => useMutation({ mutationFn: disableTwoFactor });
