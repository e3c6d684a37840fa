import { useState, type FormEvent } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/input";

/**
 * "Delete studio", confirmed by typing the studio's exact name: what deleting does, then the name; the
 * delete button works only once the name matches.
 */
export function DeleteStudioDialog({
  open,
  onOpenChange,
  studioName,
  deleting,
  error,
  onDelete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  studioName: string;
  deleting: boolean;
  error: string | null;
  onDelete: () => void;
}) {
  const [typed, setTyped] = useState("");
  const matches = typed === studioName;
  const changeOpen = (next: boolean) => {
    if (deleting) return;
    if (!next) setTyped("");
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !deleting) onDelete();
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen} title="Delete studio" description="This cannot be undone.">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-zinc-600">
          <li>The studio&apos;s subscription is canceled at once; nothing more is charged.</li>
          <li>Every studio API key stops working, and pending invitations are withdrawn.</li>
          <li>Every member is told by e-mail. Their own accounts and personal keys are not affected.</li>
          <li>Invoices and usage records we must keep for accounting stay.</li>
        </ul>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field
          label={
            <>
              Type <strong className="font-semibold break-words">{studioName}</strong> to confirm
            </>
          }
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          autoFocus
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => changeOpen(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={deleting} disabled={!matches}>
            Delete studio
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
