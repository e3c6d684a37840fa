import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentApiKeyResponse } from "@/shared/api-keys";
import { apiFetch } from "@/web/lib/api-client";
import { apiKeyKeys } from "./api-key-keys";

/** GET /api/api-key/current: the live key's display parts and dates (never the key itself). */
export const getCurrentApiKey = (organizationId: string | null) =>
  apiFetch<CurrentApiKeyResponse>(
    `/api/api-key/current${organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : ""}`,
  );

export const currentApiKeyQuery = (organizationId: string | null) =>
  queryOptions({
    queryKey: apiKeyKeys.current(organizationId),
    queryFn: () => getCurrentApiKey(organizationId),
    staleTime: 30_000,
  });

export const useCurrentApiKey = (organizationId: string | null) => useQuery(currentApiKeyQuery(organizationId));
