import { useMutation } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";

/** Makes a studio (or, with null, the Personal Account) the session's active organization. */
export const setActiveOrganization = (organizationId: string | null) =>
  authCall(authClient.organization.setActive({ organizationId }));

/**
 * The call alone: what follows it (the remembered choice, the session, the caches) differs between a switch and
 * a return to the Personal Account, so `use-active-organization.ts` does it after `mutateAsync`. Network mode
 * `always`: without a connection the call fails at once and the switch reports it, rather than waiting offline.
 */
export const useSetActiveOrganization = () => useMutation({ mutationFn: setActiveOrganization, networkMode: "always" });
