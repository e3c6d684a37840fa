import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AllocationResponse } from "@/shared/usage";
import { apiFetch } from "@/web/lib/api-client";
import { usageKeys } from "./usage-keys";
import { organizationKeys } from "@/web/features/organizations";

export interface SetAllocationInput {
  organizationId: string;
  memberId: string;
  creditAllocation: number | null;
}

/** PUT /api/organization/:id/members/:memberId/allocation (owners and admins). */
export const setMemberAllocation = ({ organizationId, memberId, creditAllocation }: SetAllocationInput) =>
  apiFetch<AllocationResponse>(
    `/api/organization/${encodeURIComponent(organizationId)}/members/${encodeURIComponent(memberId)}/allocation`,
    {
      method: "PUT",
      json: { creditAllocation },
    },
  );

export function useSetMemberAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberAllocation,
    onSuccess: (_result, { organizationId }) => {
      void queryClient.invalidateQueries({ queryKey: usageKeys.studio(organizationId) });
      // The member list shows creditAllocation too.
      void queryClient.invalidateQueries({ queryKey: organizationKeys.members(organizationId) });
    },
  });
}
