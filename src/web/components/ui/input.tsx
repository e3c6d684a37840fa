import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "@/web/lib/cn";

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        "block h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-900 sm:text-sm shadow-xs placeholder:text-zinc-400",
        "focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/30",
        "aria-invalid:border-red-500 disabled:bg-zinc-50 disabled:text-zinc-500",
        className,
      )}
      {...props}
    />
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its hint and error wired up for screen readers. */
export function Field({ label, error, hint, id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-zinc-800">
        {label}
      </label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
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
