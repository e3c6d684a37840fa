import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountDetails } from "@/shared/account";
import { apiFetch } from "@/web/lib/api-client";
import { accountKeys } from "./account-keys";

export async function getAccountDetails(activeOrgId: string | null | undefined): Promise<AccountDetails> {
  const query = activeOrgId ? `?activeOrgId=${encodeURIComponent(activeOrgId)}` : "";
  const details = await apiFetch<AccountDetails | null>(`/api/account/details${query}`);
  if (!details) throw new Error("No data received from account details endpoint");
  return details;
}

/** docs/product.md#constants: fresh 5 minutes, kept 10 minutes, one retry (the query client's defaults). */
export const accountDetailsQuery = (activeOrgId: string | null | undefined) =>
  queryOptions({
    queryKey: accountKeys.details(activeOrgId),
    queryFn: () => getAccountDetails(activeOrgId),
  });

export const useAccountDetails = (activeOrgId: string | null | undefined) => useQuery(accountDetailsQuery(activeOrgId));
