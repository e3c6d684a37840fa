import { LockKeyhole } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { ChangePasswordDialog } from "./change-password-dialog";
import { useImpersonating } from "@/web/features/auth";

export interface SetPasswordSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The password: change it with the current one; an account without a password sets one first (the
 * spec's set-password dialog, passed in by the page).
 */
export function PasswordCard({
  hasPassword,
  onChanged,
  setPasswordDialog,
}: {
  hasPassword: boolean;
  onChanged: () => void;
  setPasswordDialog: (props: SetPasswordSlotProps) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const impersonating = useImpersonating();
  return (
    <Card>
      <CardHeader
        icon={<LockKeyhole className="h-5 w-5" aria-hidden />}
        title="Password"
        description="Used with your e-mail address to sign in."
      />
      <CardBody className="space-y-4">
        {hasPassword ? (
          <>
            <p className="text-sm text-zinc-600">Change it regularly, and never reuse it on other sites.</p>
            <Button variant="outline" disabled={impersonating} onClick={() => setOpen(true)}>
              Change Password
            </Button>
            <ChangePasswordDialog
              open={open}
              onOpenChange={setOpen}
              onChanged={(signedOutOthers) => {
                toast.success(
                  signedOutOthers ? "Password changed. Other devices were signed out." : "Password changed",
                );
                onChanged();
              }}
            />
          </>
        ) : (
          <>
            <p className="text-sm text-zinc-600">
              Your account has no password yet. Set one to sign in with your e-mail.
            </p>
            <Button disabled={impersonating} onClick={() => setOpen(true)}>
              Set Password
            </Button>
            {setPasswordDialog({ open, onOpenChange: setOpen })}
          </>
        )}
      </CardBody>
    </Card>
  );
}
