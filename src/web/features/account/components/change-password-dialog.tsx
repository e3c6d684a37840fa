import { useState, type FormEvent } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { NewPasswordFields } from "@/web/components/ui/new-password-fields";
import { PasswordField } from "@/web/components/ui/password-field";
import { useNewPassword } from "@/web/hooks/use-new-password";
import { useChangePassword } from "../api/change-password";

/**
 * Changing the password: the current one, a new one with its confirmation (docs/product.md#validation rules), and — on by
 * default — signing out every other device. An e-mail tells the account it changed.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  onChanged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: (signedOutOthers: boolean) => void;
}) {
  const [currentPassword, setCurrentPassword] = useState("");
  const [signOutOthers, setSignOutOthers] = useState(true);
  const newPassword = useNewPassword();
  const change = useChangePassword();

  const changeOpen = (next: boolean) => {
    if (!next) {
      setCurrentPassword("");
      setSignOutOthers(true);
      newPassword.reset();
      change.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!currentPassword || !newPassword.isValid) return;
    change.mutate(
      { currentPassword, newPassword: newPassword.password, revokeOtherSessions: signOutOthers },
      {
        onSuccess: () => {
          changeOpen(false);
          onChanged(signOutOthers);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Change password"
      description="Choose a new password for signing in."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        {change.error ? <Alert tone="error">{change.error.message}</Alert> : null}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <NewPasswordFields
          state={newPassword}
          label="New password"
          confirmationLabel="Confirm new password"
          hint="At least 8 characters, with a number or symbol."
        />
        <label className="flex items-start gap-2.5 text-sm text-zinc-700">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-zinc-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            checked={signOutOthers}
            onChange={(event) => setSignOutOthers(event.target.checked)}
          />
          <span>
            Log out of all other devices
            <span className="block text-xs text-zinc-500">
              Recommended if you think someone else knows your password.
            </span>
          </span>
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => changeOpen(false)} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending} disabled={!currentPassword || !newPassword.isValid}>
            Change Password
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
