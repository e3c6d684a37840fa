import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PersonalUsage } from "@/shared/usage";
import { apiFetch } from "@/web/lib/api-client";
import { usageKeys } from "./usage-keys";

export const getPersonalUsage = () => apiFetch<PersonalUsage>("/api/account/usage");

export const personalUsageQuery = () =>
  queryOptions({ queryKey: usageKeys.personal(), queryFn: getPersonalUsage, staleTime: 30_000 });

export const usePersonalUsage = () => useQuery(personalUsageQuery());

/** Where the browser downloads the cycle's personal events as CSV. */
export const personalUsageCsvUrl = "/api/account/usage.csv";
