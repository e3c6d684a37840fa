import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrganizationBilling } from "@/shared/billing";
import { apiFetch } from "@/web/lib/api-client";
import { billingKeys } from "./billing-keys";

/** GET /api/organization/:id/billing: the studio Billing tab (owners and admins). */
export const getOrganizationBilling = (id: string) =>
  apiFetch<OrganizationBilling>(`/api/organization/${encodeURIComponent(id)}/billing`);

export const organizationBillingQuery = (id: string) =>
  queryOptions({ queryKey: billingKeys.organization(id), queryFn: () => getOrganizationBilling(id) });

export const useOrganizationBilling = (id: string) => useQuery(organizationBillingQuery(id));
