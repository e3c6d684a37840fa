import { Link } from "@tanstack/react-router";
import { BookOpen, ChevronDown } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { docSections, findDocPage } from "../doc-navigation";

/** The docs navigation, drawn from src/shared/docs-manifest.ts so a new page needs no code change. */
function DocsNavList({ currentSlug }: { currentSlug: string }) {
  return (
    <div className="space-y-6">
      {docSections.map((section) => (
        <div key={section.title}>
          <h2 className="mb-2 px-3 text-xs font-semibold tracking-wide text-zinc-500 uppercase">{section.title}</h2>
          <ul className="space-y-0.5">
            {section.pages.map((page) => {
              const current = page.slug === currentSlug;
              return (
                <li key={page.slug}>
                  <Link
                    to="/docs/$"
                    params={{ _splat: page.slug }}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "block rounded-md px-3 py-1.5 text-sm transition-colors",
                      current
                        ? "bg-brand-50 font-medium text-brand-700"
                        : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900",
                    )}
                  >
                    {page.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function DocsSidebar({ currentSlug }: { currentSlug: string }) {
  return (
    <nav aria-label="Documentation" className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pb-8">
      <DocsNavList currentSlug={currentSlug} />
    </nav>
  );
}

/** Small screens: the same list behind a disclosure, so the article starts near the top of the page. */
export function DocsMobileNav({ currentSlug }: { currentSlug: string }) {
  const current = findDocPage(currentSlug);
  return (
    // Keyed by page so the disclosure closes again after choosing a page.
    <details key={currentSlug} className="group rounded-lg border border-zinc-200 bg-white shadow-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium text-zinc-800 [&::-webkit-details-marker]:hidden">
        <BookOpen className="h-4 w-4 text-brand-500" aria-hidden />
        <span className="truncate">{current?.title ?? "Documentation"}</span>
        <ChevronDown className="ml-auto h-4 w-4 text-zinc-500 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <nav aria-label="Documentation" className="border-t border-zinc-100 px-1 py-4">
        <DocsNavList currentSlug={currentSlug} />
      </nav>
    </details>
  );
}
