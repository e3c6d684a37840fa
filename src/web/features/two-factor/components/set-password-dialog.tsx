import { useState, type FormEvent } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { PasswordField } from "@/web/components/ui/password-field";
import { ApiError, apiFetch } from "@/web/lib/api-client";
import { useNewPassword } from "@/web/features/auth/use-new-password";

/** Shown when the account has no password credential: 2FA and password management need one first. */
export function SetPasswordDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const newPassword = useNewPassword();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const changeOpen = (next: boolean) => {
    if (!next) {
      newPassword.reset();
      setError(undefined);
    }
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    try {
      await apiFetch("/api/account/set-password", { method: "POST", json: { newPassword: newPassword.password } });
      changeOpen(false);
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status < 500 ? failure.message : "Failed to set password.");
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Set a password"
      description="Your account signs in without a password. Set one to manage two-factor authentication."
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          error={newPassword.passwordError}
          {...newPassword.passwordProps}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          error={newPassword.confirmationError}
          {...newPassword.confirmationProps}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={submitting} disabled={!newPassword.isValid}>
            Set Password
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
