import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import { organizationKeys } from "./organization-keys";

/** Renames a studio (owners and admins; the server checks the name rules again). */
export const renameStudio = ({ organizationId, name }: { organizationId: string; name: string }) =>
  authCall(authClient.organization.update({ organizationId, data: { name } }));

/** The switcher, the settings title and every list show the name: all studio queries refetch. */
export function useRenameStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameStudio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}
