import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";

/** Makes a studio (or, with null, the Personal Account) the session's active organization. */
export const setActiveOrganization = (organizationId: string | null) =>
  authCall(authClient.organization.setActive({ organizationId }));
