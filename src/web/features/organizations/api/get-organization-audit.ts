import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditEvent } from "@/shared/organizations";
import { apiFetch } from "@/web/lib/api-client";
import { organizationKeys } from "./organization-keys";

export const getOrganizationAudit = (id: string) =>
  apiFetch<AuditEvent[]>(`/api/organization/${encodeURIComponent(id)}/audit?limit=50`);
export const organizationAuditQuery = (id: string) =>
  queryOptions({ queryKey: organizationKeys.audit(id), queryFn: () => getOrganizationAudit(id) });
export const useOrganizationAudit = (id: string, enabled: boolean) =>
  useQuery({ ...organizationAuditQuery(id), enabled });
