import { Pencil } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { USER_NAME_MAX, userNameProblem } from "@/shared/user-name";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { useFocusFallback } from "@/web/hooks/use-focus-fallback";
import { useUpdateName } from "../api/update-name";

/** The display name, edited in place: the sign-up rules, Enter saves, Escape cancels. */
export function NameEditor({ name }: { name: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateName();
  const problem = draft === null ? null : userNameProblem(draft);
  // Saving disables Save, and the form then gives way to Edit name: focus follows (the field while it works,
  // then Edit name) instead of falling to <body>.
  const form = useRef<HTMLFormElement>(null);
  const edit = useRef<HTMLButtonElement>(null);
  const keepFocus = useFocusFallback();
  const returnToEdit = () => keepFocus(() => edit.current ?? form.current?.querySelector("input"));

  const stop = () => {
    returnToEdit();
    setDraft(null);
    update.reset();
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || problem) return;
    if (draft.trim() === name) return stop();
    returnToEdit();
    update.mutate(draft, {
      onSuccess: () => {
        toast.success("Name updated");
        stop();
      },
    });
  };

  if (draft === null) {
    return (
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 break-words">{name || "User"}</span>
        <Button ref={edit} size="sm" variant="ghost" onClick={() => setDraft(name)} aria-label="Edit name">
          <Pencil className="h-4 w-4" aria-hidden /> Edit
        </Button>
      </div>
    );
  }
  const error = (draft.length > 0 ? problem : null) ?? update.error?.message;
  return (
    <form ref={form} onSubmit={save} className="space-y-2" noValidate>
      <Input
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === "Escape" && stop()}
        aria-label="Name"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "name-editor-error" : undefined}
        maxLength={USER_NAME_MAX}
        autoComplete="name"
        autoFocus
      />
      {error ? (
        <p id="name-editor-error" className="text-sm font-normal text-red-600" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={update.isPending} disabled={Boolean(problem)}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={stop} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
