import { useMutation, useQueryClient } from "@tanstack/react-query";
import { imageFileProblem } from "@/shared/images";
import { apiFetch } from "@/web/lib/api-client";
import { organizationKeys } from "./organization-keys";

const logoPath = (organizationId: string) => `/api/organization/${encodeURIComponent(organizationId)}/logo`;

/** PUT /api/organization/:id/logo (owners and admins): the avatar's upload rules, the file as the body. */
export async function uploadStudioLogo({ organizationId, file }: { organizationId: string; file: Blob }) {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  return apiFetch<{ logo: string }>(logoPath(organizationId), {
    method: "PUT",
    body: file,
    headers: { "Content-Type": file.type || "application/octet-stream" },
  });
}

/** DELETE /api/organization/:id/logo: back to the studio's initial. */
export const removeStudioLogo = (organizationId: string) =>
  apiFetch<{ logo: null }>(logoPath(organizationId), { method: "DELETE" });

function useLogoMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The switcher, lists and studio pages all show the logo.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}

export const useUploadStudioLogo = () => useLogoMutation(uploadStudioLogo);
export const useRemoveStudioLogo = () => useLogoMutation(removeStudioLogo);
