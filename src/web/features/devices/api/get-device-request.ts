import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DeviceRequestView } from "@/shared/devices";
import { apiFetch } from "@/web/lib/api-client";
import { deviceQueryKeys } from "./device-query-keys";

/** GET /api/device/requests/:userCode — what /device shows before the user approves or denies. */
export const getDeviceRequest = (userCode: string) =>
  apiFetch<DeviceRequestView>(`/api/device/requests/${encodeURIComponent(userCode)}`);

export const deviceRequestQuery = (userCode: string) =>
  queryOptions({
    queryKey: deviceQueryKeys.request(userCode),
    queryFn: () => getDeviceRequest(userCode),
    // Each lookup of a wrong code counts against the user's budget: never repeat one on its own. Read once
    // per visit (an answer kept after leaving would show a decided code as still pending on coming back).
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useDeviceRequest = (userCode: string | null) =>
  useQuery({ ...deviceRequestQuery(userCode ?? ""), enabled: userCode !== null });
