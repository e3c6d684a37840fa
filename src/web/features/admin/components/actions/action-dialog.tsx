import { useMutation } from "@tanstack/react-query";
import type { FormEvent, ReactNode } from "react";
import { toast } from "sonner";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";

interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  danger?: boolean;
  canSubmit: boolean;
  /** Runs the action; resolves with the success toast text. A thrown error is shown in the dialog. */
  onSubmit: () => Promise<string>;
  children: ReactNode;
}

/**
 * The shell of every admin action: a form in a dialog (which doubles as the confirmation), a busy
 * button, the server's error inside the dialog, a toast on success. Closing it resets its fields,
 * because each dialog is mounted only while open.
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  danger,
  canSubmit,
  onSubmit,
  children,
}: ActionDialogProps) {
  const action = useMutation({ mutationFn: onSubmit });
  const busy = action.isPending;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || busy) return;
    try {
      toast.success(await action.mutateAsync());
      onOpenChange(false);
    } catch {
      // shown in the dialog from the mutation's error
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={description}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        {children}
        {action.error ? <Alert tone="error">{action.error.message || "Something went wrong."}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? "danger" : "primary"} loading={busy} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
