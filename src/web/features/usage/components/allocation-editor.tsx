import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
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
  const [error, setError] = useState<string | null>(null);
  const save = useSetMemberAllocation();
  const inputId = useId();
  const parsed = parseAllocation(text);
  const unchanged = parsed === creditAllocation;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (parsed === undefined) return setError("Enter a whole number of credits, or leave empty to share.");
    setError(null);
    try {
      await save.mutateAsync({ organizationId, memberId, creditAllocation: parsed });
      toast.success(
        parsed === null ? `${memberName} now shares the unallocated credits` : `Allocation for ${memberName} updated`,
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Failed to update the allocation.");
    }
  };

  return (
    <form className="space-y-1" onSubmit={(event) => void submit(event)} noValidate>
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          Credit allocation for {memberName}
        </label>
        <Input
          id={inputId}
          inputMode="numeric"
          placeholder="Shared"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error || parsed === undefined ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="h-8 w-28"
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          loading={save.isPending}
          disabled={unchanged || parsed === undefined}
        >
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
