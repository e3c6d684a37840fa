import { useState } from "react";
import type { AdminUserRow } from "@/shared/admin";
import { useImpersonateUser } from "../../api/impersonate-user";
import { ActionDialog } from "./action-dialog";
import { isReasonValid, ReasonField } from "./reason-field";

/** Starting impersonation reloads the app as the user, so every cache starts over. */
export function ImpersonateDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const impersonate = useImpersonateUser();
  const [reason, setReason] = useState("");
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Impersonate ${user.name || user.email}?`}
      description="You will see Goji exactly as they do, for at most one hour. A banner on every page lets you stop. Passwords, two-factor settings and account deletion stay off limits."
      submitLabel="Start impersonating"
      canSubmit={isReasonValid(reason)}
      onSubmit={async () => {
        await impersonate.mutateAsync({ userId: user.id, reason: reason.trim() });
        window.location.assign("/account");
        return `Now impersonating ${user.email}`;
      }}
    >
      <ReasonField
        value={reason}
        onChange={setReason}
        required
        placeholder="e.g. Ticket #4821: billing page shows no plan"
      />
    </ActionDialog>
  );
}
