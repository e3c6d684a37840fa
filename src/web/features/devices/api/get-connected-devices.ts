import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConnectedDevice } from "@/shared/devices";
import { apiFetch } from "@/web/lib/api-client";
import { deviceQueryKeys } from "./device-query-keys";

/** GET /api/devices — the scope's connected devices (null = personal credits). */
export const getConnectedDevices = (organizationId: string | null) =>
  apiFetch<ConnectedDevice[]>(
    `/api/devices${organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : ""}`,
  );

export const connectedDevicesQuery = (organizationId: string | null) =>
  queryOptions({
    queryKey: deviceQueryKeys.connected(organizationId),
    queryFn: () => getConnectedDevices(organizationId),
    staleTime: 30_000,
  });

export const useConnectedDevices = (organizationId: string | null) => useQuery(connectedDevicesQuery(organizationId));
