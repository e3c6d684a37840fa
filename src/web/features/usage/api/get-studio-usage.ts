import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StudioUsage } from "@/shared/usage";
import { apiFetch } from "@/web/lib/api-client";
import { usageKeys } from "./usage-keys";

export const getStudioUsage = (organizationId: string) =>
  apiFetch<StudioUsage>(`/api/organization/${encodeURIComponent(organizationId)}/usage`);

// Usage moves while the plugin works: fresher than the app's 5-minute default.
export const studioUsageQuery = (organizationId: string) =>
  queryOptions({
    queryKey: usageKeys.studio(organizationId),
    queryFn: () => getStudioUsage(organizationId),
    staleTime: 30_000,
  });

export const useStudioUsage = (organizationId: string) => useQuery(studioUsageQuery(organizationId));

/** Where the browser downloads the cycle's events as CSV (owners and admins). */
export const studioUsageCsvUrl = (organizationId: string) =>
  `/api/organization/${encodeURIComponent(organizationId)}/usage.csv`;
