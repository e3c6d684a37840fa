import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrganizationMember } from "@/shared/organizations";
import { apiFetch } from "@/web/lib/api-client";

export const getOrganizationMembers = (id: string) =>
  apiFetch<OrganizationMember[]>(`/api/organization/${encodeURIComponent(id)}/members`);
export const organizationMembersQuery = (id: string) =>
  queryOptions({ queryKey: ["organizations", id, "members"], queryFn: () => getOrganizationMembers(id) });
export const useOrganizationMembers = (id: string) => useQuery(organizationMembersQuery(id));
