import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentApiKeyResponse } from "@/shared/api-keys";
import { apiFetch } from "@/web/lib/api-client";

/** GET /api/api-key/current: the live key's display parts and dates (never the key itself). */
export const getCurrentApiKey = (organizationId: string | null) =>
  apiFetch<CurrentApiKeyResponse>(
    `/api/api-key/current${organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : ""}`,
  );

export const currentApiKeyQueryKey = (organizationId: string | null) =>
  ["api-key", organizationId ?? "personal"] as const;

export const currentApiKeyQuery = (organizationId: string | null) =>
  queryOptions({
    queryKey: currentApiKeyQueryKey(organizationId),
    queryFn: () => getCurrentApiKey(organizationId),
    staleTime: 30_000,
  });

export const useCurrentApiKey = (organizationId: string | null) => useQuery(currentApiKeyQuery(organizationId));
