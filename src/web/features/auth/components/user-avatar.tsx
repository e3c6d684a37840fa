import { User as UserIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/web/lib/cn";

/** Profile image, else the name's first letter, else a generic icon; a broken image hides itself (docs/product.md#screens). */
export function UserAvatar({
  name,
  image,
  className,
}: {
  name?: string | null;
  image?: string | null;
  className?: string;
}) {
  const [imageFailed, setImageFailed] = useState(false);
  const initial = name?.trim().charAt(0).toUpperCase();
  return (
    <span
      className={cn(
        "relative inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-700",
        className,
      )}
    >
      {image && !imageFailed ? (
        <img src={image} alt="" className="h-full w-full object-cover" onError={() => setImageFailed(true)} />
      ) : initial ? (
        <span aria-hidden>{initial}</span>
      ) : (
        <UserIcon className="h-4 w-4" aria-hidden data-testid="avatar-generic-icon" />
      )}
    </span>
  );
}
