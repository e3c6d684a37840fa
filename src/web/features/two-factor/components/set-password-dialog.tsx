import type { FormEvent } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { NewPasswordFields } from "@/web/components/ui/new-password-fields";
import { ApiError } from "@/web/lib/api-client";
import { useNewPassword } from "@/web/hooks/use-new-password";
import { useSetPassword } from "../api/set-password";

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
  const setPassword = useSetPassword();
  const error = !setPassword.error
    ? undefined
    : setPassword.error instanceof ApiError && setPassword.error.status < 500
      ? setPassword.error.message
      : "Failed to set password.";

  const changeOpen = (next: boolean) => {
    if (!next) {
      newPassword.reset();
      setPassword.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setPassword.mutate(newPassword.password, {
      onSuccess: () => {
        changeOpen(false);
        onDone();
      },
    });
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
        <NewPasswordFields state={newPassword} label="New password" confirmationLabel="Confirm password" />
        <div className="flex justify-end">
          <Button type="submit" loading={setPassword.isPending} disabled={!newPassword.isValid}>
            Set Password
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
