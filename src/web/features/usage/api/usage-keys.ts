import { organizationKeys } from "@/web/features/organizations";

/** Query keys of usage figures; a studio's usage hangs below the studio's own key. */
export const usageKeys = {
  personal: () => ["account-usage"] as const,
  studio: (organizationId: string) => [...organizationKeys.detail(organizationId), "usage"] as const,
};
