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
        "inline-flex h-6 w-6 shrink-0 items-center justify-center overflow-hidden rounded-md bg-zinc-900 text-xs font-semibold text-white",
        className,
      )}
      aria-hidden
    >
      {logo && !failed ? (
        <img src={logo} alt="" className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : (
        name.trim().charAt(0).toUpperCase() || "S"
      )}
    </span>
  );
}
