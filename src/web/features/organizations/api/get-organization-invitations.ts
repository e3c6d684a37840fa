import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrganizationInvitation } from "@/shared/organizations";
import { apiFetch } from "@/web/lib/api-client";
import { organizationKeys } from "./organization-keys";

export const getOrganizationInvitations = (id: string) =>
  apiFetch<OrganizationInvitation[]>(`/api/organization/${encodeURIComponent(id)}/invitations`);
export const organizationInvitationsQuery = (id: string) =>
  queryOptions({ queryKey: organizationKeys.invitations(id), queryFn: () => getOrganizationInvitations(id) });
/** Fetched only for owners and admins (docs/permissions.md). */
export const useOrganizationInvitations = (id: string, enabled: boolean) =>
  useQuery({ ...organizationInvitationsQuery(id), enabled });
