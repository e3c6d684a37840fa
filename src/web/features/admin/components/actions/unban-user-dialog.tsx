import { useState } from "react";
import type { AdminUserRow } from "@/shared/admin";
import { useUnbanUser } from "../../api/unban-user";
import { ActionDialog } from "./action-dialog";
import { optionalReason, ReasonField } from "./reason-field";

export function UnbanUserDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const unban = useUnbanUser();
  const [reason, setReason] = useState("");
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Unban ${user.name || user.email}?`}
      description="They can sign in again right away; API keys that were not revoked work again."
      submitLabel="Unban user"
      canSubmit={!reason.trim() || reason.trim().length >= 3}
      onSubmit={async () => {
        await unban.mutateAsync({ userId: user.id, reason: optionalReason(reason) });
        return `${user.email} is no longer banned`;
      }}
    >
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
