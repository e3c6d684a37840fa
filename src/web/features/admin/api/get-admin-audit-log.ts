import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditPage } from "@/shared/admin";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./admin-keys";

const PAGE = 20;

export function getAdminAuditLog(userId: string | undefined, cursor: string | null): Promise<AuditPage> {
  const query = new URLSearchParams({ limit: String(PAGE) });
  if (userId) query.set("userId", userId);
  if (cursor) query.set("cursor", cursor);
  return apiFetch<AuditPage>(`/api/admin/audit-log?${query.toString()}`);
}

/** The whole log (no userId) or one user's; newest first, "Load more" follows the cursor. */
export const adminAuditLogQuery = (userId?: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.auditLog(userId),
    queryFn: ({ pageParam }) => getAdminAuditLog(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 10_000,
  });

export const useAdminAuditLog = (userId?: string) => useInfiniteQuery(adminAuditLogQuery(userId));
