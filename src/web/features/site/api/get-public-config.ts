import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@/shared/public-config";
import { apiFetch } from "@/web/lib/api-client";
import { siteKeys } from "./site-keys";

export const getPublicConfig = () => apiFetch<PublicConfig>("/api/public-config");

export const publicConfigQuery = queryOptions({
  queryKey: siteKeys.publicConfig(),
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);
