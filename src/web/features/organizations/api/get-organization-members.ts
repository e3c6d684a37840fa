import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrganizationMember } from "@/shared/organizations";
import { apiFetch } from "@/web/lib/api-client";
import { organizationKeys } from "./organization-keys";

export const getOrganizationMembers = (id: string) =>
  apiFetch<OrganizationMember[]>(`/api/organization/${encodeURIComponent(id)}/members`);
export const organizationMembersQuery = (id: string) =>
  queryOptions({ queryKey: organizationKeys.members(id), queryFn: () => getOrganizationMembers(id) });
export const useOrganizationMembers = (id: string) => useQuery(organizationMembersQuery(id));
