import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { useSwitchOrganization } from "../use-active-organization";
import { organizationKeys } from "./organization-keys";

export async function createStudio(input: { name: string }): Promise<string> {
  const result = await apiFetch<{ success?: boolean; organizationId?: string }>("/api/account/create-studio", {
    method: "POST",
    json: { name: input.name },
  });
  if (!result?.success || !result.organizationId) throw new Error("Invalid response received after creating studio.");
  return result.organizationId;
}

export const ACTIVATION_FAILED =
  "Studio created, but failed to set it as active. Please refresh or select it manually.";

/**
 * Creates a studio and makes it the active organization (docs/product.md#states); the studio list is refetched either way.
 * Fails with ACTIVATION_FAILED when the studio exists but could not be made active.
 */
export function useCreateStudio() {
  const queryClient = useQueryClient();
  const switchOrganization = useSwitchOrganization();
  return useMutation({
    mutationFn: async (input: { name: string }) => {
      const organizationId = await createStudio(input);
      const activated = await switchOrganization(organizationId);
      await queryClient.invalidateQueries({ queryKey: organizationKeys.mine() });
      if (!activated) throw new Error(ACTIVATION_FAILED);
      return organizationId;
    },
  });
}
