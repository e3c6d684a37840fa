import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { AdminUserRow } from "@/shared/admin";
import { Field } from "@/web/components/ui/input";
import { useRemoveUser } from "../../api/remove-user";
import { ActionDialog } from "./action-dialog";
import { optionalReason, ReasonField } from "./reason-field";

/** The one action that cannot be undone asks for the e-mail typed out. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const remove = useRemoveUser();
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const [reason, setReason] = useState("");
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${user.email}?`}
      description="Their subscription is canceled at once, their sessions and API keys end, studios where they are the only member are deleted, and their personal data is erased; invoices and usage records stay, without their name. This cannot be undone."
      submitLabel="Delete account"
      danger
      canSubmit={
        typed.trim().toLowerCase() === user.email.toLowerCase() && (!reason.trim() || reason.trim().length >= 3)
      }
      onSubmit={async () => {
        await remove.mutateAsync({ userId: user.id, reason: optionalReason(reason) });
        await navigate({ to: "/admin" });
        return `${user.email} was deleted`;
      }}
    >
      <Field
        label={
          <>
            Type <span className="font-mono">{user.email}</span> to confirm
          </>
        }
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
