import { organizationKeys } from "@/web/features/organizations";

/** Query keys of billing data; a studio's billing hangs below the studio's own key, so studio refreshes reach it. */
export const billingKeys = {
  organization: (organizationId: string) => [...organizationKeys.detail(organizationId), "billing"] as const,
  localCheckout: (sessionId: string) => ["local-billing", "checkout", sessionId] as const,
  localPortal: (sessionId: string) => ["local-billing", "portal", sessionId] as const,
};
