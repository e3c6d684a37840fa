import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { useBackupCodes } from "../api/backup-codes";
import { BackupCodesList } from "./backup-codes-list";
import { PasswordStep } from "./password-step";

const texts = {
  regenerate: {
    title: "Regenerate backup codes",
    description: "New codes replace the old ones, which stop working at once. Confirm with your password.",
    submit: "Regenerate codes",
    failure: "Incorrect password or failed to regenerate codes.",
  },
  view: {
    title: "Your backup codes",
    description: "Confirm with your password to see your remaining backup codes.",
    submit: "Show codes",
    failure: "Incorrect password or failed to view codes.",
  },
} as const;

/** Regenerate (old codes stop working) or view backup codes: password step, then the codes. */
export function BackupCodesDialog({
  mode,
  open,
  onOpenChange,
}: {
  mode: "regenerate" | "view";
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const backupCodes = useBackupCodes(mode);
  const codes = backupCodes.data;
  const text = texts[mode];

  const changeOpen = (next: boolean) => {
    if (!next) backupCodes.reset();
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={text.title}
      description={codes ? "Store these somewhere safe." : text.description}
    >
      {codes ? (
        <div className="space-y-4">
          <BackupCodesList codes={codes} />
          <div className="flex justify-end">
            <Button onClick={() => changeOpen(false)}>Done</Button>
          </div>
        </div>
      ) : open ? (
        <PasswordStep
          submitLabel={text.submit}
          onSubmit={(password) => backupCodes.mutate(password)}
          pending={backupCodes.isPending}
          error={backupCodes.isError ? text.failure : undefined}
        />
      ) : null}
    </Dialog>
  );
}
