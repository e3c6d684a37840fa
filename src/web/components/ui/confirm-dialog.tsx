import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { useOneAtATime } from "@/web/hooks/use-one-at-a-time";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The way back; "Cancel" unless that reads like the action itself ("Cancel plan"). */
  cancelLabel?: string;
  danger?: boolean;
  /** The action cannot be taken now; the message says why. */
  confirmDisabled?: boolean;
  /** Resolves when done; the dialog closes unless it throws (the caller tells the user why). */
  onConfirm: () => Promise<void>;
  /** Where focus goes on closing, when not back to the opener (see Dialog). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** "Are you sure?" for destructive actions; Escape or Cancel backs out. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = "Cancel",
  danger = true,
  confirmDisabled = false,
  onConfirm,
  returnFocusTo,
}: ConfirmDialogProps) {
  const confirmation = useMutation({ mutationFn: onConfirm });
  const busy = confirmation.isPending;
  // A double click confirms once (hooks/use-one-at-a-time.ts).
  const confirm = useOneAtATime(async () => {
    try {
      await confirmation.mutateAsync();
      onOpenChange(false);
    } catch {
      // The dialog stays open; the caller has said why (a toast).
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      {...(returnFocusTo ? { returnFocusTo } : {})}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? "danger" : "primary"}
            loading={busy}
            disabled={confirmDisabled}
            onClick={() => confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-zinc-600">{message}</p>
    </Dialog>
  );
}
