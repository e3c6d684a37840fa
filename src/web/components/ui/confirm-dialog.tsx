import { useState, type ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Resolves when done; the dialog closes unless it throws. */
  onConfirm: () => Promise<void>;
}

/** "Are you sure?" for destructive actions; Escape or Cancel backs out. */
export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel, danger = true, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>Cancel</Button>
          <Button variant={danger ? "danger" : "primary"} loading={busy} onClick={() => void confirm()}>{confirmLabel}</Button>
        </>
      }
    >
      <p className="text-sm text-zinc-600">{message}</p>
    </Dialog>
  );
}
