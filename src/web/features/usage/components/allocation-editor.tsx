import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { keepFocusOnPage } from "@/web/hooks/use-focus-fallback";
import { parseAllocation } from "../allocation-input";
import { useSetMemberAllocation } from "../api/set-member-allocation";

interface AllocationEditorProps {
  organizationId: string;
  memberId: string;
  memberName: string;
  creditAllocation: number | null;
}

/** Owners and admins reserve credits for one member; empty means they share the unallocated credits. */
export function AllocationEditor({ organizationId, memberId, memberName, creditAllocation }: AllocationEditorProps) {
  const [text, setText] = useState(creditAllocation === null ? "" : String(creditAllocation));
  const [invalid, setInvalid] = useState(false);
  const save = useSetMemberAllocation();
  const inputId = useId();
  const parsed = parseAllocation(text);
  const unchanged = parsed === creditAllocation;
  const error = invalid
    ? "Enter a whole number of credits, or leave empty to share."
    : save.error
      ? save.error.message || "Failed to update the allocation."
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setInvalid(parsed === undefined);
    if (parsed === undefined) return save.reset();
    // Save is disabled while it sends, and the saved value's refetch renders this row's editor afresh (its key is the
    // value): both drop focus, which goes back to this member's field.
    keepFocusOnPage(() => document.querySelector<HTMLElement>(`[data-allocation-for="${CSS.escape(memberId)}"]`));
    // Awaited rather than a mutate() callback, so the toast survives the row re-rendering from refetched data.
    save.mutateAsync({ organizationId, memberId, creditAllocation: parsed }).then(
      () =>
        void toast.success(
          parsed === null ? `${memberName} now shares the unallocated credits` : `Allocation for ${memberName} updated`,
        ),
      () => undefined, // shown below the field from the mutation's error
    );
  };

  return (
    <form className="space-y-1" onSubmit={submit} noValidate>
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          Credit allocation for {memberName}
        </label>
        <Input
          id={inputId}
          data-allocation-for={memberId}
          inputMode="numeric"
          placeholder="Shared"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="h-8 w-28"
        />
        <Button type="submit" size="sm" variant="outline" loading={save.isPending} disabled={unchanged}>
          Save
        </Button>
      </div>
      {/* Kept to the field's width, so a long message wraps instead of widening the table. */}
      {error ? (
        <p id={`${inputId}-error`} className="max-w-[12.5rem] text-xs text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
