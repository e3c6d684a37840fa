import { useState } from "react";
import { cn } from "@/web/lib/cn";

/** A studio's logo, or its initial when there is none (or it fails to load). */
export function OrganizationAvatar({
  name,
  logo,
  className,
}: {
  name: string;
  logo: string | null | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={cn(
        "inline-flex h-6 w-6 shrink-0 items-center justify-center overflow-hidden rounded-md bg-zinc-900 text-xs font-semibold text-white before:content-[attr(data-initial)]",
        className,
      )}
      aria-hidden
      // The initial is drawn by CSS, not a text node: beside a name inside a labelled control (the studio
      // switcher) a text initial would count as visible text missing from the control's name (axe:
      // label-content-name-mismatch).
      data-initial={logo && !failed ? undefined : name.trim().charAt(0).toUpperCase() || "S"}
    >
      {logo && !failed ? (
        <img src={logo} alt="" className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : null}
    </span>
  );
}
