import { Dialog } from "@/web/components/ui/dialog";
import { useDisableTwoFactor } from "../api/disable-two-factor";
import { PasswordStep } from "./password-step";

export function DisableTwoFactorDialog({
  open,
  onOpenChange,
  onDisabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDisabled: () => void;
}) {
  const disable = useDisableTwoFactor();
  const changeOpen = (next: boolean) => {
    disable.reset();
    onOpenChange(next);
  };
  const submit = (password: string) =>
    disable.mutate(password, {
      onSuccess: () => {
        changeOpen(false);
        onDisabled();
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Disable two-factor authentication"
      description="Your account will be protected by your password only. Confirm with your password."
    >
      {/* Remounting the step on each open resets its fields. */}
      {open ? (
        <PasswordStep
          submitLabel="Disable 2FA"
          danger
          onSubmit={submit}
          pending={disable.isPending}
          error={disable.isError ? "Incorrect password or failed to disable 2FA." : undefined}
        />
      ) : null}
    </Dialog>
  );
}
