import { ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { BackupCodesDialog } from "./backup-codes-dialog";
import { DisableTwoFactorDialog } from "./disable-two-factor-dialog";
import { EnableTwoFactorDialog } from "./enable-two-factor-dialog";
import { SetPasswordDialog } from "./set-password-dialog";
import { useImpersonating } from "@/web/features/auth";

type OpenDialog = "enable" | "disable" | "regenerate" | "view" | "set-password" | null;

/** Two-Factor Authentication card (docs/product.md#screens, card 3; docs/product.md#states): needs a password credential first. */
export function TwoFactorCard({
  isEnabled,
  hasPasswordCredential,
  onChanged,
}: {
  isEnabled: boolean;
  hasPasswordCredential: boolean;
  onChanged: () => void;
}) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const impersonating = useImpersonating();
  const openChange = (name: Exclude<OpenDialog, null>) => (open: boolean) => setDialog(open ? name : null);
  // A dialog that changed the card (2FA on or off, a password set) gives focus back to its opener, which the
  // refreshed card then replaces: focus would fall to <body>. Once the change shows, focus the card itself
  // (named by its heading), so keyboard and screen-reader users stay where they were (issue 19).
  const card = useRef<HTMLElement>(null);
  const focusCardOnChange = useRef(false);
  const headingId = useId();
  const changed = () => {
    focusCardOnChange.current = true;
    onChanged();
  };
  useEffect(() => {
    if (!focusCardOnChange.current) return;
    focusCardOnChange.current = false;
    card.current?.focus();
  }, [isEnabled, hasPasswordCredential]);

  return (
    <Card
      ref={card}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40"
    >
      <CardHeader
        icon={<ShieldCheck className="h-5 w-5" aria-hidden />}
        title={<span id={headingId}>Two-Factor Authentication</span>}
        description="A code from your authenticator app at every sign-in."
        action={<Badge tone={isEnabled ? "success" : "neutral"}>{isEnabled ? "Enabled" : "Disabled"}</Badge>}
      />
      <CardBody className="space-y-4">
        {!hasPasswordCredential ? (
          <>
            <p className="text-sm text-zinc-600">
              Your account has no password yet. Set one to manage two-factor authentication.
            </p>
            <Button disabled={impersonating} onClick={() => setDialog("set-password")}>
              Set Password
            </Button>
          </>
        ) : isEnabled ? (
          <>
            <p className="text-sm text-zinc-600">
              Sign-ins ask for a code from your app. Keep your backup codes somewhere safe.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setDialog("view")}>
                View Backup Codes
              </Button>
              <Button variant="outline" disabled={impersonating} onClick={() => setDialog("regenerate")}>
                Regenerate Backup Codes
              </Button>
              <Button variant="destructive" disabled={impersonating} onClick={() => setDialog("disable")}>
                Disable 2FA
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-zinc-600">
              Protect your account and your credits with a second step at sign-in.
            </p>
            <Button variant="outline" disabled={impersonating} onClick={() => setDialog("enable")}>
              Enable 2FA
            </Button>
          </>
        )}
      </CardBody>
      <EnableTwoFactorDialog
        open={dialog === "enable"}
        onOpenChange={openChange("enable")}
        onEnabled={() => {
          toast.success("Two-factor authentication enabled");
          changed();
        }}
      />
      <DisableTwoFactorDialog
        open={dialog === "disable"}
        onOpenChange={openChange("disable")}
        onDisabled={() => {
          toast.success("Two-factor authentication disabled");
          changed();
        }}
      />
      <BackupCodesDialog mode="regenerate" open={dialog === "regenerate"} onOpenChange={openChange("regenerate")} />
      <BackupCodesDialog mode="view" open={dialog === "view"} onOpenChange={openChange("view")} />
      <SetPasswordDialog
        open={dialog === "set-password"}
        onOpenChange={openChange("set-password")}
        onDone={() => {
          toast.success("Password set");
          changed();
        }}
      />
    </Card>
  );
}
