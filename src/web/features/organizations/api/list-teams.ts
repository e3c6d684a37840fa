import { queryOptions, useQuery } from "@tanstack/react-query";
import { authClient } from "@/web/lib/auth-client";
import { authCall } from "@/web/lib/auth-call";
import { organizationKeys } from "./organization-keys";

export async function listTeams(organizationId: string) {
  const teams = await authCall(authClient.organization.listTeams({ query: { organizationId } }));
  return (teams ?? []).map((team) => ({ id: team.id, name: team.name }));
}

export const teamsQuery = (organizationId: string) =>
  queryOptions({ queryKey: organizationKeys.teams(organizationId), queryFn: () => listTeams(organizationId) });
export const useTeams = (organizationId: string) => useQuery(teamsQuery(organizationId));
