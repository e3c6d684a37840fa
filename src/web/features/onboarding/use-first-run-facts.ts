import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { accountDetailsQuery, accountKeys } from "@/web/features/account";
import { currentApiKeyQuery } from "@/web/features/api-keys";
import { connectedDevicesQuery } from "@/web/features/devices";
import { personalUsageQuery } from "@/web/features/usage";
import type { FirstRunFacts } from "./first-run-steps";
import { useFirstRunMemory } from "./use-first-run-memory";

/** While the panel waits for the first request it asks again this often (ms). */
const WAITING_POLL_MS = 5_000;

/**
 * The server's side of the first-run facts, from queries the account page makes anyway (the personal key, the
 * personal devices, the personal usage; decision 037). Once connected and until a request shows, each is
 * polled, so the panel completes by itself when the plugin's first request arrives.
 */
export function useFirstRunServerFacts(enabled: boolean): Omit<FirstRunFacts, "pluginFetched"> & { ready: boolean } {
  const queryClient = useQueryClient();
  const key = useQuery({
    ...currentApiKeyQuery(null),
    enabled,
    refetchInterval: (query) => (query.state.data?.key && !query.state.data.key.lastUsedAt ? WAITING_POLL_MS : false),
  });
  const devices = useQuery({
    ...connectedDevicesQuery(null),
    enabled,
    refetchInterval: (query) => {
      const list = query.state.data ?? [];
      return list.length > 0 && list.every((device) => device.lastUsedAt === null) ? WAITING_POLL_MS : false;
    },
  });
  const connected = Boolean(key.data?.key) || (devices.data?.length ?? 0) > 0;
  const usedByPlugin =
    Boolean(key.data?.key?.lastUsedAt) || (devices.data ?? []).some((device) => device.lastUsedAt !== null);
  const usage = useQuery({
    ...personalUsageQuery(),
    enabled,
    refetchInterval: (query) => (connected && !usedByPlugin && !query.state.data?.used ? WAITING_POLL_MS : false),
  });
  // The personal account's details (the plan card's 'N / M requests used this cycle.'), read from the cache
  // only: the account page fetches them, this hook just notices when they lag behind the usage it polled.
  const detailsUsed = useQuery({
    ...accountDetailsQuery(null),
    enabled: false,
    select: (details) => details.subscription.tokensUsed,
  }).data;
  const usageUsed = usage.data?.used;

  // The key or a device saw the request before the usage poll did: the usage stops polling then, so ask once more.
  useEffect(() => {
    if (enabled && usedByPlugin && usageUsed === 0)
      void queryClient.invalidateQueries({ queryKey: personalUsageQuery().queryKey, exact: true });
  }, [enabled, usedByPlugin, usageUsed, queryClient]);

  // The usage shows requests the cached account details do not: refresh them, so the plan card agrees with the
  // usage history and the panel on the same page (both count the same personal pool).
  useEffect(() => {
    if (enabled && usageUsed !== undefined && detailsUsed !== undefined && usageUsed > detailsUsed)
      void queryClient.invalidateQueries({ queryKey: accountKeys.details(null), exact: true });
  }, [enabled, usageUsed, detailsUsed, queryClient]);

  return {
    connected,
    requestSeen: usedByPlugin || (usageUsed ?? 0) > 0,
    ready: key.isSuccess && devices.isSuccess && usage.isSuccess,
  };
}

/**
 * Whether the first-run panel knows yet whether it shows: the account page keeps its skeleton until then, so the
 * panel does not appear after the cards and push them down. The same queries as the panel's (fetched once, shared
 * through the cache), without its polling; a failed query counts as settled (the panel then stays hidden).
 */
export function useFirstRunSettled(userId: string, enabled: boolean): boolean {
  const { remembered } = useFirstRunMemory(userId);
  const asks = enabled && !remembered.dismissed;
  const key = useQuery({ ...currentApiKeyQuery(null), enabled: asks });
  const devices = useQuery({ ...connectedDevicesQuery(null), enabled: asks });
  const usage = useQuery({ ...personalUsageQuery(), enabled: asks });
  return !asks || (!key.isPending && !devices.isPending && !usage.isPending);
}
