import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { STUDIO_NAME_MAX, studioName } from "@/shared/organizations";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/input";
import { useRenameStudio } from "../api/update-studio";

/** Renames the studio: the same name rules as creating one, checked as the user types and again by the server. */
export function StudioNameForm({ organizationId, name }: { organizationId: string; name: string }) {
  const [draft, setDraft] = useState(name);
  const rename = useRenameStudio();
  const parsed = studioName.safeParse(draft);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const unchanged = parsed.success && parsed.data === name;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || unchanged) return;
    // Awaited rather than a mutate() callback, which is dropped if the form re-renders from the refetched name.
    const renamed = await rename.mutateAsync({ organizationId, name: parsed.data }).then(
      () => true,
      () => false, // shown under the field (rename.error)
    );
    if (!renamed) return;
    setDraft(parsed.data);
    toast.success(`Studio renamed to ${parsed.data}`);
  };

  return (
    <form onSubmit={(event) => void save(event)} className="space-y-3" noValidate>
      <Field
        label="Studio name"
        value={draft}
        onChange={(event) => {
          rename.reset();
          setDraft(event.target.value);
        }}
        maxLength={STUDIO_NAME_MAX}
        autoComplete="organization"
        error={(draft.length > 0 ? problem : null) ?? rename.error?.message}
        hint="Shown to every member, in the studio switcher and in e-mails."
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={rename.isPending} disabled={Boolean(problem) || unchanged}>
          Save name
        </Button>
        {!unchanged ? (
          <Button size="sm" variant="ghost" onClick={() => setDraft(name)} disabled={rename.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
