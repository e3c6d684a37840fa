import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrganizationDetails } from "@/shared/organizations";
import { apiFetch } from "@/web/lib/api-client";

export const getOrganizationDetails = (id: string) =>
  apiFetch<OrganizationDetails>(`/api/organization/${encodeURIComponent(id)}/details`);
export const organizationDetailsQuery = (id: string) =>
  queryOptions({ queryKey: ["organizations", id, "details"], queryFn: () => getOrganizationDetails(id) });
export const useOrganizationDetails = (id: string) => useQuery(organizationDetailsQuery(id));
