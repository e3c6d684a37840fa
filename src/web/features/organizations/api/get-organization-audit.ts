import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditEventPage } from "@/shared/organizations";
import { apiFetch } from "@/web/lib/api-client";
import { organizationKeys } from "./organization-keys";

/** Events per page, as the admin log pages. */
const PAGE = 20;

/** One page of the studio's audit trail, newest first; `cursor` is the previous page's `nextCursor`. */
export function getOrganizationAudit(id: string, cursor: string | null): Promise<AuditEventPage> {
  const query = new URLSearchParams({ limit: String(PAGE) });
  if (cursor) query.set("cursor", cursor);
  return apiFetch<AuditEventPage>(`/api/organization/${encodeURIComponent(id)}/audit?${query.toString()}`);
}

/** The whole trail, a page at a time: "Load more" follows the cursor. */
export const organizationAuditQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: organizationKeys.audit(id),
    queryFn: ({ pageParam }) => getOrganizationAudit(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useOrganizationAudit = (id: string) => useInfiniteQuery(organizationAuditQuery(id));
