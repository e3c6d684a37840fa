import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";

/** The eyebrow / title / intro trio that opens each marketing section, so they all share one rhythm. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
}: {
  id?: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: "center" | "left";
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p className="text-sm font-semibold tracking-wide text-brand-600">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-zinc-900 sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-4 text-lg leading-8 text-pretty text-zinc-600">{description}</p> : null}
    </div>
  );
}
