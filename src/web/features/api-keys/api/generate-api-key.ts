import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GenerateApiKeyResponse } from "@/shared/api-keys";
import { apiFetch } from "@/web/lib/api-client";
import { apiKeyKeys } from "./api-key-keys";
import { accountKeys } from "@/web/features/account";

export const NO_KEY_RECEIVED = "No API key received from the server.";

/** POST /api/api-key/generate (docs/api.md): body `organizationId` only when a studio is active. */
export async function generateApiKey(organizationId: string | null): Promise<string> {
  const body = await apiFetch<GenerateApiKeyResponse | null>("/api/api-key/generate", {
    method: "POST",
    ...(organizationId ? { json: { organizationId } } : {}),
  });
  if (!body?.apiKey) throw new Error(NO_KEY_RECEIVED);
  return body.apiKey;
}

export function useGenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateApiKey,
    onSuccess: (_key, organizationId) => {
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.current(organizationId) });
      // hasPersonalApiKey / hasOrganizationApiKey
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
