import { apiFetch } from "@/web/lib/api-client";

export async function createStudio(input: { name: string; logo?: string }): Promise<string> {
  const result = await apiFetch<{ success?: boolean; organizationId?: string }>("/api/account/create-studio", {
    method: "POST",
    json: { name: input.name, ...(input.logo ? { logo: input.logo } : {}) },
  });
  if (!result?.success || !result.organizationId) throw new Error("Invalid response received after creating studio.");
  return result.organizationId;
}
