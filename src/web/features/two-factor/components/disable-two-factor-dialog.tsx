import { Dialog } from "@/web/components/ui/dialog";
import { authClient } from "@/web/lib/auth-client";
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
  const confirm = async (password: string) => {
    const { error } = await authClient.twoFactor.disable({ password });
    if (error) return "Incorrect password or failed to disable 2FA.";
    onOpenChange(false);
    onDisabled();
    return undefined;
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Disable two-factor authentication"
      description="Your account will be protected by your password only. Confirm with your password."
    >
      {/* Remounting the step on each open resets its fields. */}
      {open ? <PasswordStep submitLabel="Disable 2FA" danger onConfirm={confirm} /> : null}
    </Dialog>
  );
}
