import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserList } from "@/shared/admin";
import type { userListQuery } from "@/shared/admin-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./admin-keys";

/**
 * The user table's URL state, as the API takes it: the fields of the server's own schema, each an optional string
 * (docs/product.md#screens). A type-only import: no zod in the bundle for it.
 */
export type UserTableParams = { [K in keyof typeof userListQuery.shape]?: string | undefined };

export function getAdminUsers(params: UserTableParams): Promise<AdminUserList> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return apiFetch<AdminUserList>(`/api/admin/users?${query.toString()}`);
}

/** Short freshness: admins act on users and expect the table to show it. */
export const adminUsersQuery = (params: UserTableParams) =>
  queryOptions({ queryKey: adminKeys.users(params), queryFn: () => getAdminUsers(params), staleTime: 10_000 });

/** Keeps the previous page on screen while the next loads, so paging does not flash an empty table. */
export const useAdminUsers = (params: UserTableParams) =>
  useQuery({ ...adminUsersQuery(params), placeholderData: keepPreviousData });
