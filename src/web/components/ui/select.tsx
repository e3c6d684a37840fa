import { ChevronDown } from "lucide-react";
import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";
import { FIELD_STATE_CLASS } from "./field-styles";

/** A native select (keyboard and screen-reader friendly everywhere) styled like our inputs. */
export function Select({
  label,
  className,
  children,
  id,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label?: ReactNode }) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="space-y-1.5">
      {label ? (
        <label htmlFor={selectId} className="block text-sm font-medium text-zinc-800">
          {label}
        </label>
      ) : null}
      <div className="relative">
        <select
          id={selectId}
          className={cn(
            "block h-10 w-full appearance-none rounded-lg border border-zinc-300 bg-white pr-9 pl-3 text-base text-zinc-900 sm:text-sm shadow-xs disabled:bg-zinc-50",
            FIELD_STATE_CLASS,
            className,
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-zinc-400"
          aria-hidden
        />
      </div>
    </div>
  );
}
