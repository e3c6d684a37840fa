import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AllocationResponse } from "@/shared/usage";
import { apiFetch } from "@/web/lib/api-client";
import { studioUsageQueryKey } from "./get-studio-usage";

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
      void queryClient.invalidateQueries({ queryKey: studioUsageQueryKey(organizationId) });
      // The member list shows creditAllocation too.
      void queryClient.invalidateQueries({ queryKey: ["organizations", organizationId, "members"] });
    },
  });
}
