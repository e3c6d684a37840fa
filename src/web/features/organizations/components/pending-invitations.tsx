import { EmailAddress } from "@/web/components/ui/email-address";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { formatRoles } from "@/shared/org-roles";
import type { OrganizationInvitation } from "@/shared/organizations";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardHeader } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { FOCUS_TARGET_CLASS, useFocusFallback } from "@/web/hooks/use-focus-fallback";
import { cn } from "@/web/lib/cn";
import { formatShortDate } from "@/web/lib/format";
import { useCancelInvitation } from "../api/cancel-invitation";
import { useInviteMember } from "../api/invite-member";
import { useOrganizationInvitations } from "../api/get-organization-invitations";

/** Pending invitations with resend and delete (owners and admins only). */
export function PendingInvitations({ organizationId }: { organizationId: string }) {
  const { data: invitations, isPending, isError, refetch } = useOrganizationInvitations(organizationId, true);
  const [toDelete, setToDelete] = useState<OrganizationInvitation | null>(null);
  const resend = useInviteMember(organizationId);
  const cancel = useCancelInvitation(organizationId);
  const resending = resend.isPending ? resend.variables.email : null;
  // A deleted invitation's row goes, and the dialog's focus with it: to the list, or to the card once it is empty.
  const card = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const keepFocus = useFocusFallback();

  // A live invitation is sent again as it is (same link, new date); an expired one cannot be, so the address gets
  // a new invitation, which replaces the expired row.
  const onResend = (invitation: OrganizationInvitation) => {
    // Invite again replaces the row (a new invitation, a new id), and its focused button with it. Resend keeps the
    // row, but its button is disabled while it sends, which drops focus: it goes back to the button.
    if (invitation.expired) keepFocus(() => list.current);
    else keepFocus(() => list.current?.querySelector<HTMLElement>(`[data-resend="${CSS.escape(invitation.id)}"]`));
    resend.mutate(
      { email: invitation.email, role: invitation.role as "member" | "admin", resend: !invitation.expired },
      {
        onSuccess: () =>
          void toast.success(
            invitation.expired ? "Invitation sent successfully" : `Invitation resent to ${invitation.email}`,
          ),
        onError: (error) =>
          void toast.error(`Failed to ${invitation.expired ? "send" : "resend"} invitation: ${error.message}`),
      },
    );
  };

  const remove = async () => {
    if (!toDelete) return;
    try {
      await cancel.mutateAsync(toDelete.id);
    } catch (error) {
      toast.error(`Failed to delete invitation: ${(error as Error).message}`);
      throw error;
    }
    toast.success("Invitation deleted");
    keepFocus(() => (list.current?.childElementCount ? list.current : card.current));
  };

  return (
    <Card ref={card} tabIndex={-1} aria-labelledby={headingId} className={FOCUS_TARGET_CLASS}>
      <CardHeader
        title={<span id={headingId}>Pending invitations</span>}
        description="People who have not accepted yet."
      />
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
      <ul
        ref={list}
        className={cn("divide-y divide-zinc-100", FOCUS_TARGET_CLASS)}
        aria-label="Pending invitations"
        tabIndex={-1}
      >
        {invitations?.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3.5 sm:px-6">
            <div className="min-w-0">
              <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-zinc-900">
                <span className="min-w-0 wrap-anywhere">
                  <EmailAddress email={invitation.email} />
                </span>
                {invitation.expired ? <Badge tone="warning">Expired</Badge> : null}
              </p>
              <p className="text-xs text-zinc-500">
                {formatRoles(invitation.role)} · sent {formatShortDate(invitation.createdAt)} ·{" "}
                {invitation.expired ? "expired" : "expires"} {formatShortDate(invitation.expiresAt)}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                loading={resending === invitation.email}
                onClick={() => onResend(invitation)}
                data-resend={invitation.id}
                // Each row's buttons say whose invitation they act on: a list of "Resend, Delete, Resend, Delete"
                // tells a screen-reader user nothing.
                aria-label={
                  invitation.expired
                    ? `Invite again: ${invitation.email}`
                    : `Resend the invitation to ${invitation.email}`
                }
              >
                {invitation.expired ? "Invite again" : "Resend"}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-600"
                onClick={() => setToDelete(invitation)}
                aria-label={`Delete the invitation to ${invitation.email}`}
              >
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
        message={
          toDelete?.expired
            ? `Delete the expired invitation for ${toDelete.email}? It leaves this list; its link already no longer works.`
            : `Delete the invitation for ${toDelete?.email ?? ""}? The link in the e-mail will stop working. This cannot be undone.`
        }
        confirmLabel="Delete invitation"
        onConfirm={remove}
      />
    </Card>
  );
}
