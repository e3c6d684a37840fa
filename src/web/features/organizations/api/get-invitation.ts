import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InvitationSummary } from "@/shared/organizations";
import { apiFetch } from "@/web/lib/api-client";
import { invitationKeys } from "./organization-keys";

export const getInvitation = (id: string) => apiFetch<InvitationSummary>(`/api/invitations/${encodeURIComponent(id)}`);
export const invitationQuery = (id: string) =>
  queryOptions({ queryKey: invitationKeys.detail(id), queryFn: () => getInvitation(id), retry: false, staleTime: 0 });
export const useInvitation = (id: string) => useQuery(invitationQuery(id));
