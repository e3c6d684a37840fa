import { queryOptions, useQuery } from "@tanstack/react-query";
import { authClient } from "@/web/lib/auth-client";
import { authCall } from "../auth-call";

export async function listTeams(organizationId: string) {
  const teams = await authCall(authClient.organization.listTeams({ query: { organizationId } }));
  return (teams ?? []).map((team) => ({ id: team.id, name: team.name }));
}

export const teamsQuery = (organizationId: string) =>
  queryOptions({ queryKey: ["organizations", organizationId, "teams"], queryFn: () => listTeams(organizationId) });
export const useTeams = (organizationId: string) => useQuery(teamsQuery(organizationId));
