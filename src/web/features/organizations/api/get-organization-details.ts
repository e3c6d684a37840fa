import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrganizationDetails } from "@/shared/organizations";
import { apiFetch } from "@/web/lib/api-client";
import { organizationKeys } from "./organization-keys";

export const getOrganizationDetails = (id: string) =>
  apiFetch<OrganizationDetails>(`/api/organization/${encodeURIComponent(id)}/details`);
export const organizationDetailsQuery = (id: string) =>
  queryOptions({ queryKey: organizationKeys.details(id), queryFn: () => getOrganizationDetails(id) });
export const useOrganizationDetails = (id: string) => useQuery(organizationDetailsQuery(id));
