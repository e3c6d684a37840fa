import { Link } from "@tanstack/react-router";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { adjacentDocPages, type DocPageEntry } from "../doc-navigation";

/** Previous / next page links under each article, in manifest order. */
export function DocPager({ slug }: { slug: string }) {
  const { previous, next } = adjacentDocPages(slug);
  if (!previous && !next) return null;
  return (
    <nav aria-label="Previous and next pages" className="mt-12 grid gap-4 border-t border-zinc-200 pt-8 sm:grid-cols-2">
      {previous ? <PagerLink page={previous} direction="previous" /> : <span aria-hidden />}
      {next ? <PagerLink page={next} direction="next" /> : null}
    </nav>
  );
}

function PagerLink({ page, direction }: { page: DocPageEntry; direction: "previous" | "next" }) {
  const isNext = direction === "next";
  return (
    <Link
      to="/docs/$"
      params={{ _splat: page.slug }}
      className={`group rounded-xl border border-zinc-200 px-5 py-4 transition-colors hover:border-brand-300 hover:bg-brand-50/40 ${isNext ? "text-right" : ""}`}
    >
      <span className={`flex items-center gap-1.5 text-xs font-medium text-zinc-500 ${isNext ? "justify-end" : ""}`}>
        {isNext ? null : <ArrowLeft className="h-3.5 w-3.5" aria-hidden />}
        {isNext ? "Next" : "Previous"}
        {isNext ? <ArrowRight className="h-3.5 w-3.5" aria-hidden /> : null}
      </span>
      <span className="mt-1 block font-semibold text-zinc-900 group-hover:text-brand-700">{page.title}</span>
    </Link>
  );
}
