import { queryOptions, useQuery } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import { sessionKeys } from "./session-keys";

export async function listSessions() {
  return (await authCall(authClient.listSessions())) ?? [];
}

export const sessionsQuery = queryOptions({ queryKey: sessionKeys.all, queryFn: listSessions, staleTime: 30_000 });
export const useSessions = () => useQuery(sessionsQuery);
