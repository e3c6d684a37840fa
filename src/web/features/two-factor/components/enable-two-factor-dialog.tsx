import { QRCodeSVG } from "qrcode.react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { CodeInput } from "@/web/components/ui/code-input";
import { CopyButton } from "@/web/components/ui/copy-button";
import { Dialog } from "@/web/components/ui/dialog";
import { TOTP_DETAILS_MISSING, useConfirmTwoFactor, useEnableTwoFactor } from "../api/enable-two-factor";
import { BackupCodesList } from "./backup-codes-list";
import { PasswordStep } from "./password-step";

type Step =
  { name: "password" } | { name: "scan"; totpURI: string; backupCodes: string[] } | { name: "verify"; totpURI: string };

/** Enable 2FA (docs/product.md#states): password → scan the QR code and keep the backup codes → verify a 6-digit code. */
export function EnableTwoFactorDialog({
  open,
  onOpenChange,
  onEnabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEnabled: () => void;
}) {
  const [step, setStep] = useState<Step>({ name: "password" });
  const [code, setCode] = useState("");
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const enableError = !enable.error
    ? undefined
    : enable.error.message === TOTP_DETAILS_MISSING
      ? TOTP_DETAILS_MISSING
      : "Incorrect password or failed to enable 2FA.";

  const startOver = () => {
    enable.reset();
    confirm.reset();
    setStep({ name: "password" });
  };

  // Closing resets every field (docs/product.md#states).
  const changeOpen = (next: boolean) => {
    if (!next) {
      startOver();
      setCode("");
    }
    onOpenChange(next);
  };

  const start = (password: string) =>
    enable.mutate(password, { onSuccess: (details) => setStep({ name: "scan", ...details }) });

  const verify = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code, {
      onSuccess: () => {
        changeOpen(false);
        onEnabled();
      },
    });
  };

  const secret = step.name !== "password" ? new URL(step.totpURI).searchParams.get("secret") : null;
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Enable two-factor authentication"
      description={
        step.name === "password"
          ? "Confirm your password to start."
          : step.name === "scan"
            ? "Scan the QR code with your authenticator app, then save your backup codes."
            : "Enter the 6-digit code your app shows now."
      }
    >
      {step.name === "password" ? (
        <PasswordStep submitLabel="Continue" onSubmit={start} pending={enable.isPending} error={enableError} />
      ) : null}
      {step.name === "scan" ? (
        <div className="space-y-5">
          <div className="flex flex-col items-center gap-3">
            <div className="rounded-lg border border-zinc-200 bg-white p-3">
              <QRCodeSVG value={step.totpURI} size={160} level="M" title="Two-factor QR code" />
            </div>
            {secret ? (
              <div className="w-full space-y-1.5 text-center">
                <p className="text-xs text-zinc-500">Can't scan? Enter this key in your authenticator app:</p>
                <div className="flex items-center justify-center gap-2">
                  {/* In groups of four, to read and type; copied without the spaces. */}
                  <code
                    className="text-left font-mono text-sm tracking-wide text-zinc-800"
                    data-testid="totp-setup-key"
                  >
                    {groupsOfFour(secret)}
                  </code>
                  <CopyButton text={secret} label="Copy key" variant="outline" size="sm" />
                </div>
              </div>
            ) : null}
          </div>
          <BackupCodesList codes={step.backupCodes} />
          <div className="flex justify-end">
            <Button onClick={() => setStep({ name: "verify", totpURI: step.totpURI })}>Next</Button>
          </div>
        </div>
      ) : null}
      {step.name === "verify" ? (
        <form onSubmit={verify} className="space-y-4" noValidate>
          {confirm.isError ? <Alert tone="error">Invalid verification code.</Alert> : null}
          <div className="space-y-1.5">
            <label htmlFor="enable-2fa-code" className="block text-sm font-medium text-zinc-800">
              Verification code
            </label>
            <CodeInput id="enable-2fa-code" value={code} onValueChange={setCode} autoFocus />
          </div>
          <div className="flex justify-between">
            <Button variant="ghost" onClick={startOver}>
              Start over
            </Button>
            <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6}>
              Verify and enable
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}

/** "NEYE4VZU…" as "NEYE 4VZU …": authenticator apps ignore the spaces. */
function groupsOfFour(key: string): string {
  return key.match(/.{1,4}/g)?.join(" ") ?? key;
}
