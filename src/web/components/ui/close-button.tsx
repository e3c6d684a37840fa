import { X } from "lucide-react";
import { cn } from "@/web/lib/cn";

/** The small ✕ that dismisses a notice or panel; `label` says what it closes. Placement comes from `className`. */
export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        "rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-brand-500",
        className,
      )}
      aria-label={label}
    >
      <X className="h-4 w-4" aria-hidden />
    </button>
  );
}
