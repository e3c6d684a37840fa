import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/web/lib/auth-client";
import { organizationKeys } from "@/web/features/organizations";

/** POST /api/auth/update-user: the display name (better-auth's client then refreshes the session itself). */
export async function updateName(name: string) {
  const { data, error } = await authClient.updateUser({ name: name.trim() });
  if (error) throw new Error(error.message || `HTTP error! status: ${error.status}`);
  return data;
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    // Member lists and the studio usage table show the name too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}
