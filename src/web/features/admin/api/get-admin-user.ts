import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserDetail } from "@/shared/admin";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./admin-keys";

export const getAdminUser = (userId: string) =>
  apiFetch<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(userId)}`);

export const adminUserQuery = (userId: string) =>
  queryOptions({ queryKey: adminKeys.user(userId), queryFn: () => getAdminUser(userId), staleTime: 10_000 });

export const useAdminUser = (userId: string) => useQuery(adminUserQuery(userId));
