import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeletionLinkCheck } from "@/shared/account";
import type { AccountDeletionPreview } from "@/shared/account-data";
import { apiFetch } from "@/web/lib/api-client";
import { useSession } from "@/web/features/auth";
import { accountKeys } from "./account-keys";

/** GET /api/account/deletion-preview: what deleting the account would do, and what it asks for. */
export const deletionPreviewQuery = () =>
  queryOptions({
    queryKey: accountKeys.deletionPreview(),
    queryFn: () => apiFetch<AccountDeletionPreview>("/api/account/deletion-preview"),
    staleTime: 0,
  });

export const useDeletionPreview = (enabled: boolean) => useQuery({ ...deletionPreviewQuery(), enabled });

/** GET /api/account/deletion-link: whether the e-mailed link still works, asked without using it up. */
export const deletionLinkQuery = (token: string) =>
  queryOptions({
    queryKey: accountKeys.deletionLink(token),
    queryFn: () => apiFetch<DeletionLinkCheck>(`/api/account/deletion-link?token=${encodeURIComponent(token)}`),
    staleTime: 0,
    retry: false,
  });

/** POST /api/auth/delete-user with the password (and a 2FA code): e-mails the confirmation link. */
export const requestAccountDeletion = (input: { password?: string | undefined; code?: string | undefined }) =>
  apiFetch<{ success: boolean; message: string }>("/api/auth/delete-user", { method: "POST", json: input });

export const useRequestAccountDeletion = () => useMutation({ mutationFn: requestAccountDeletion });

/** POST /api/auth/delete-user with the e-mailed token: deletes the account for good. */
export const confirmAccountDeletion = (token: string) =>
  apiFetch<{ success: boolean; message: string }>("/api/auth/delete-user", { method: "POST", json: { token } });

export function useConfirmAccountDeletion() {
  const queryClient = useQueryClient();
  const { refetch: refetchSession } = useSession();
  return useMutation({
    mutationFn: confirmAccountDeletion,
    onSuccess: async () => {
      // The session store hears of the deletion first, then nothing cached belongs to anyone any more and the
      // header falls back to Sign In; cleared the other way round, the header refetched as nobody (401s).
      await refetchSession();
      queryClient.clear();
    },
  });
}
