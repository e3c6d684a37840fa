import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrganizationListItem } from "@/shared/organizations";
import { ApiError, apiFetch } from "@/web/lib/api-client";
import { organizationKeys } from "./organization-keys";

/** docs/api.md: an empty list when there is no session or the call fails (logged with its status). */
export async function getMyOrganizations(): Promise<OrganizationListItem[]> {
  try {
    return await apiFetch<OrganizationListItem[]>("/api/organization/my-list");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) console.warn("No session: empty organization list");
    else console.error("Failed to load organizations", error instanceof ApiError ? error.status : error);
    return [];
  }
}

/** Organization list cached 5 minutes (docs/product.md#constants). */
export const myOrganizationsQuery = queryOptions({
  queryKey: organizationKeys.mine(),
  queryFn: getMyOrganizations,
  staleTime: 5 * 60_000,
});
export const useMyOrganizations = (enabled = true) => useQuery({ ...myOrganizationsQuery, enabled });
