import { cn } from "@/web/lib/cn";

/** A horizontal bar; `percent` is clamped to 0–100. */
export function Progress({ percent, label, className }: { percent: number; label: string; className?: string }) {
  const value = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const tone = value >= 100 ? "bg-red-500" : value >= 80 ? "bg-amber-500" : "bg-brand-500";
  return (
    <div
      className={cn("h-2.5 w-full overflow-hidden rounded-full bg-zinc-100", className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
    >
      <div className={cn("h-full rounded-full transition-[width]", tone)} style={{ width: `${value}%` }} />
    </div>
  );
}
