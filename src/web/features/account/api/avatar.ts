import { useMutation, useQueryClient } from "@tanstack/react-query";
import { imageFileProblem } from "@/shared/images";
import { apiFetch } from "@/web/lib/api-client";
import { refreshSession } from "@/web/lib/auth-client";
import { organizationKeys } from "@/web/features/organizations";

/**
 * PUT /api/account/avatar: the file itself is the body; the server checks it by content and re-encodes
 * it. An obviously wrong file (too big, not a picture) is refused here first, without uploading it.
 */
export async function uploadAvatar(file: Blob) {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  return apiFetch<{ image: string }>("/api/account/avatar", {
    method: "PUT",
    body: file,
    headers: { "Content-Type": file.type || "application/octet-stream" },
  });
}

/** DELETE /api/account/avatar: back to the name's initial. */
export const removeAvatar = () => apiFetch<{ image: null }>("/api/account/avatar", { method: "DELETE" });

function useAvatarMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      // The header's avatar and menus read the session; member lists show the picture too.
      refreshSession();
      void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    },
  });
}

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar);
export const useRemoveAvatar = () => useAvatarMutation(removeAvatar);
