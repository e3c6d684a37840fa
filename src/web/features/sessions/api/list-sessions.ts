import { queryOptions, useQuery } from "@tanstack/react-query";
import { authClient } from "@/web/lib/auth-client";

export async function listSessions() {
  const { data, error } = await authClient.listSessions();
  if (error) throw new Error(error.message ?? `HTTP error! status: ${error.status}`);
  return data ?? [];
}

export const sessionsQuery = queryOptions({ queryKey: ["sessions"], queryFn: listSessions, staleTime: 30_000 });
export const useSessions = () => useQuery(sessionsQuery);
