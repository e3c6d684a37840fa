import { useId } from "react";
import { REASON_MAX, REASON_MIN } from "@/shared/admin";
import { FIELD_STATE_CLASS } from "@/web/components/ui/field-styles";
import { cn } from "@/web/lib/cn";

/** Why an action was taken: it goes to the audit log. Required for bans and impersonation. */
export function ReasonField({
  value,
  onChange,
  required,
  label = "Reason",
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  label?: string;
  placeholder?: string;
}) {
  const id = useId();
  const length = value.trim().length;
  const tooShort = required && length > 0 && length < REASON_MIN;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800">
        {label} {required ? null : <span className="font-normal text-zinc-500">(optional)</span>}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        maxLength={REASON_MAX}
        required={required}
        placeholder={placeholder}
        aria-invalid={tooShort || undefined}
        aria-describedby={`${id}-hint`}
        className={cn(
          "block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 sm:text-sm shadow-xs placeholder:text-zinc-400",
          FIELD_STATE_CLASS,
        )}
      />
      <p id={`${id}-hint`} className={cn("text-xs", tooShort ? "text-red-600" : "text-zinc-500")}>
        {tooShort ? `At least ${REASON_MIN} characters.` : "Recorded in the audit log with your name and IP address."}
        <span className="float-right tabular-nums">
          {length}/{REASON_MAX}
        </span>
      </p>
    </div>
  );
}

export const isReasonValid = (value: string) => value.trim().length >= REASON_MIN && value.trim().length <= REASON_MAX;
export const optionalReason = (value: string) => (value.trim() ? value.trim() : undefined);
