import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeviceDecisionResponse } from "@/shared/devices";
import { apiFetch } from "@/web/lib/api-client";
import { deviceQueryKeys } from "./device-query-keys";

export interface ApproveDeviceInput {
  userCode: string;
  /** null = personal credits. */
  organizationId: string | null;
}

/** POST /api/device/requests/:userCode/approve */
export const approveDeviceRequest = ({ userCode, organizationId }: ApproveDeviceInput) =>
  apiFetch<DeviceDecisionResponse>(`/api/device/requests/${encodeURIComponent(userCode)}/approve`, {
    method: "POST",
    json: { organizationId },
  });

/** POST /api/device/requests/:userCode/deny */
export const denyDeviceRequest = (userCode: string) =>
  apiFetch<DeviceDecisionResponse>(`/api/device/requests/${encodeURIComponent(userCode)}/deny`, { method: "POST" });

export function useApproveDeviceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDeviceRequest,
    onSuccess: (_result, { organizationId }) =>
      queryClient.invalidateQueries({ queryKey: deviceQueryKeys.connected(organizationId) }),
  });
}

export const useDenyDeviceRequest = () => useMutation({ mutationFn: denyDeviceRequest });
