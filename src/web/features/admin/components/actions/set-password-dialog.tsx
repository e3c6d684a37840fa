import { useState } from "react";
import { passwordMessages, passwordProblem } from "@/shared/password-rules";
import type { AdminUserRow } from "@/shared/admin";
import { PasswordField } from "@/web/components/ui/password-field";
import { useSetUserPassword } from "../../api/set-user-password";
import { ActionDialog } from "./action-dialog";
import { optionalReason, ReasonField } from "./reason-field";

export function SetPasswordDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const setPassword = useSetUserPassword();
  const [password, setPasswordValue] = useState("");
  const [confirm, setConfirm] = useState("");
  const [reason, setReason] = useState("");
  const problem = password ? passwordProblem(password) : null;
  const mismatch = confirm && confirm !== password ? passwordMessages.mismatch : null;
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Set a new password"
      description={`For ${user.email}. Share it through a safe channel and ask them to change it; their current sessions stay signed in.`}
      submitLabel="Set password"
      danger
      canSubmit={Boolean(password) && !problem && confirm === password && (!reason.trim() || reason.trim().length >= 3)}
      onSubmit={async () => {
        await setPassword.mutateAsync({ userId: user.id, newPassword: password, reason: optionalReason(reason) });
        return `New password set for ${user.email}`;
      }}
    >
      <PasswordField
        label="New password"
        value={password}
        onChange={(event) => setPasswordValue(event.target.value)}
        error={problem ?? undefined}
        autoComplete="new-password"
        required
      />
      <PasswordField
        label="Confirm password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={mismatch ?? undefined}
        autoComplete="new-password"
        required
      />
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
