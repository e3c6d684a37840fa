import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminOverview } from "@/shared/admin";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./admin-keys";

export const getAdminOverview = () => apiFetch<AdminOverview>("/api/admin/overview");

/** Dashboard figures move slowly; a minute of freshness keeps tab switches instant. */
export const adminOverviewQuery = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: getAdminOverview, staleTime: 60_000 });

export const useAdminOverview = () => useQuery(adminOverviewQuery());
