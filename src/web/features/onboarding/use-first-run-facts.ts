import { useQuery } from "@tanstack/react-query";
import { currentApiKeyQuery } from "@/web/features/api-keys";
import { connectedDevicesQuery } from "@/web/features/devices";
import { personalUsageQuery } from "@/web/features/usage";
import type { FirstRunFacts } from "./first-run-steps";

/** While the panel waits for the first request it asks again this often (ms). */
const WAITING_POLL_MS = 5_000;

/**
 * The server's side of the first-run facts, from queries the account page makes anyway (the personal key, the
 * personal devices, the personal usage; decision 037). Once connected and until a request shows, each is
 * polled, so the panel completes by itself when the plugin's first request arrives.
 */
export function useFirstRunServerFacts(enabled: boolean): Omit<FirstRunFacts, "pluginFetched"> & { ready: boolean } {
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
  return {
    connected,
    requestSeen: usedByPlugin || (usage.data?.used ?? 0) > 0,
    ready: key.isSuccess && devices.isSuccess && usage.isSuccess,
  };
}
