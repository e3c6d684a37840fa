import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { cn } from "@/web/lib/cn";
import { FIELD_STATE_CLASS } from "./field-styles";

export function Input({ className, ...props }: ComponentPropsWithRef<"input">) {
  return (
    <input
      className={cn(
        "block h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-900 sm:text-sm shadow-xs placeholder:text-zinc-400",
        FIELD_STATE_CLASS,
        "disabled:bg-zinc-50 disabled:text-zinc-500",
        className,
      )}
      {...props}
    />
  );
}

interface FieldProps extends ComponentPropsWithRef<"input"> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** What a field's control carries so that its label, hint and error reach screen readers. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A label above a control and, below it, the error (announced) or else the hint, wired to the control by id.
 * The control comes from `children`, which gets the attributes to spread on it.
 */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-zinc-800">
        {label}
      </label>
      {children({ id: inputId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="text-sm text-zinc-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and error wired up for screen readers. */
export function Field({ label, error, hint, id, ...props }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => <Input {...control} {...props} />}
    </FieldFrame>
  );
}
