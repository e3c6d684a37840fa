import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { deviceQueryKeys } from "./device-query-keys";

export interface RevokeDeviceInput {
  id: string;
  organizationId: string | null;
}

/** DELETE /api/devices/:id — the device's key stops working at once, on every instance. */
export const revokeDevice = ({ id }: RevokeDeviceInput) =>
  apiFetch<{ revoked: true }>(`/api/devices/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDevice,
    onSettled: (_result, _error, { organizationId }) =>
      queryClient.invalidateQueries({ queryKey: deviceQueryKeys.connected(organizationId) }),
  });
}
