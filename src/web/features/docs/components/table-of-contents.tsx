import { cn } from "@/web/lib/cn";
import { useActiveHeading, type DocHeading } from "../use-doc-headings";

/** "On this page": links to the article's h2/h3 headings, highlighting the one being read. */
export function TableOfContents({ headings }: { headings: DocHeading[] }) {
  const activeId = useActiveHeading(headings);
  if (headings.length === 0) return null;
  return (
    <nav aria-label="On this page" className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pb-8">
      <h2 className="mb-3 text-xs font-semibold tracking-wide text-zinc-500 uppercase">On this page</h2>
      <ul className="space-y-1 border-l border-zinc-200 text-sm">
        {headings.map((heading) => {
          const active = heading.id === activeId;
          return (
            <li key={heading.id}>
              <a
                href={`#${heading.id}`}
                aria-current={active ? "location" : undefined}
                className={cn(
                  "-ml-px block border-l py-1 leading-snug transition-colors",
                  heading.level === 3 ? "pl-6" : "pl-3",
                  active
                    ? "border-brand-500 font-medium text-brand-700"
                    : "border-transparent text-zinc-500 hover:border-zinc-400 hover:text-zinc-900",
                )}
              >
                {heading.text}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
