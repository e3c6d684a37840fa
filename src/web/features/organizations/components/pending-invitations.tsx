import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { formatRoles } from "@/shared/org-roles";
import type { OrganizationInvitation } from "@/shared/organizations";
import { Button } from "@/web/components/ui/button";
import { Card, CardHeader } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { authClient } from "@/web/lib/auth-client";
import { formatShortDate } from "@/web/lib/format";
import { authCall } from "../auth-call";
import { useOrganizationInvitations } from "../api/get-organization-invitations";

/** Pending invitations with resend and delete (owners and admins only). */
export function PendingInvitations({ organizationId }: { organizationId: string }) {
  const queryClient = useQueryClient();
  const { data: invitations, isPending, isError, refetch } = useOrganizationInvitations(organizationId, true);
  const [toDelete, setToDelete] = useState<OrganizationInvitation | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["organizations", organizationId] });

  const resend = async (invitation: OrganizationInvitation) => {
    setResending(invitation.id);
    try {
      await authCall(
        authClient.organization.inviteMember({
          email: invitation.email,
          role: invitation.role as "member" | "admin",
          organizationId,
          resend: true,
        }),
      );
      toast.success(`Invitation resent to ${invitation.email}`);
      await refresh();
    } catch (error) {
      toast.error(`Failed to resend invitation: ${(error as Error).message}`);
    } finally {
      setResending(null);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    try {
      await authCall(authClient.organization.cancelInvitation({ invitationId: toDelete.id }));
      toast.success("Invitation deleted");
      await refresh();
    } catch (error) {
      toast.error(`Failed to delete invitation: ${(error as Error).message}`);
      throw error;
    }
  };

  return (
    <Card>
      <CardHeader title="Pending invitations" description="People who have not accepted yet." />
      {isPending ? <p className="px-6 py-5 text-sm text-zinc-500">Loading invitations…</p> : null}
      {isError ? (
        <p className="px-6 py-5 text-sm text-red-600">
          Could not load invitations.{" "}
          <button className="underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {invitations && invitations.length === 0 ? (
        <p className="px-6 py-5 text-sm text-zinc-500">No pending invitations.</p>
      ) : null}
      <ul className="divide-y divide-zinc-100" aria-label="Pending invitations">
        {invitations?.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3.5 sm:px-6">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-zinc-900">{invitation.email}</p>
              <p className="text-xs text-zinc-500">
                {formatRoles(invitation.role)} · sent {formatShortDate(invitation.createdAt)} · expires{" "}
                {formatShortDate(invitation.expiresAt)}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                loading={resending === invitation.id}
                onClick={() => void resend(invitation)}
              >
                Resend
              </Button>
              <Button variant="ghost" size="sm" className="text-red-600" onClick={() => setToDelete(invitation)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete invitation"
        message={`Delete the invitation for ${toDelete?.email ?? ""}? The link in the e-mail will stop working. This cannot be undone.`}
        confirmLabel="Delete invitation"
        onConfirm={remove}
      />
    </Card>
  );
}
