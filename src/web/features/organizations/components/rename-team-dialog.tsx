import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/input";
import type { Team } from "./team-item";

/** Renames a team; closes on success, stays open (the toast says why) on failure. */
export function RenameTeamDialog({
  team,
  pending,
  onClose,
  onRename,
}: {
  team: Team | null;
  pending: boolean;
  onClose: () => void;
  onRename: (team: Team, name: string) => Promise<void>;
}) {
  const [name, setName] = useState("");
  const close = () => {
    setName("");
    onClose();
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!team) return;
    try {
      await onRename(team, name.trim());
      close();
    } catch {
      // the toast already says why
    }
  };
  return (
    <Dialog
      open={team !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Rename team"
    >
      <form onSubmit={save} className="space-y-4" noValidate>
        <Field
          label="Team name"
          value={name || team?.name || ""}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          autoFocus
        />
        {/* The way back beside Save, as in the other dialogs (ConfirmDialog's footer). */}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="outline" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={name.trim().length < 2}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
