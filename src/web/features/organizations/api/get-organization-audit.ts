import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditEventPage } from "@/shared/organizations";
import { apiFetch } from "@/web/lib/api-client";
import { organizationKeys } from "./organization-keys";

/** The newest page of the studio's audit trail (the card shows the latest 50 events). */
export const getOrganizationAudit = (id: string) =>
  apiFetch<AuditEventPage>(`/api/organization/${encodeURIComponent(id)}/audit?limit=50`);
export const organizationAuditQuery = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.audit(id),
    queryFn: async () => (await getOrganizationAudit(id)).entries,
  });
export const useOrganizationAudit = (id: string, enabled: boolean) =>
  useQuery({ ...organizationAuditQuery(id), enabled });
