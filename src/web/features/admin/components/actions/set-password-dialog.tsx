import { useState } from "react";
import type { AdminUserRow } from "@/shared/admin";
import { NewPasswordFields } from "@/web/components/ui/new-password-fields";
import { useNewPassword } from "@/web/hooks/use-new-password";
import { useSetUserPassword } from "../../api/set-user-password";
import { ActionDialog } from "./action-dialog";
import { optionalReason, ReasonField } from "./reason-field";
import { EmailAddress } from "@/web/components/ui/email-address";

export function SetPasswordDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const setPassword = useSetUserPassword();
  const newPassword = useNewPassword();
  const [reason, setReason] = useState("");
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Set a new password"
      description={
        <>
          For <EmailAddress email={user.email} />. Share it through a safe channel and ask them to change it; their
          current sessions stay signed in.
        </>
      }
      submitLabel="Set password"
      danger
      canSubmit={newPassword.isValid && (!reason.trim() || reason.trim().length >= 3)}
      onSubmit={async () => {
        await setPassword.mutateAsync({
          userId: user.id,
          newPassword: newPassword.password,
          reason: optionalReason(reason),
        });
        return `New password set for ${user.email}`;
      }}
    >
      <NewPasswordFields state={newPassword} label="New password" confirmationLabel="Confirm password" />
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
