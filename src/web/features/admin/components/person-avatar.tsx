import { useState } from "react";
import { cn } from "@/web/lib/cn";

/** A user's picture, else the first letter of their name or e-mail (kept here: features do not import each other). */
export function PersonAvatar({
  name,
  email,
  image,
  className,
}: {
  name: string;
  email: string;
  image: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const initial = (name.trim() || email).charAt(0).toUpperCase();
  return (
    <span
      className={cn(
        "inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-700",
        className,
      )}
      aria-hidden
    >
      {image && !failed ? (
        <img src={image} alt="" className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : (
        initial
      )}
    </span>
  );
}
