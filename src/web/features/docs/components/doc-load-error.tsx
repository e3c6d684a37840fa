import { Link } from "@tanstack/react-router";
import { FileQuestion, TriangleAlert } from "lucide-react";
import { Button, buttonClasses } from "@/web/components/ui/button";
import { DocNotFoundError } from "../load-doc";
import { DocsLayout } from "./docs-layout";

/**
 * The docs route's error state, inside the docs layout so the reader can navigate on. A missing page
 * shows the loader's message ('MDX file not found for path: …'); anything else (say, a chunk that failed
 * to download after a deploy) offers a retry.
 */
export function DocLoadError({ slug, error, onRetry }: { slug: string; error: unknown; onRetry: () => void }) {
  const notFound = error instanceof DocNotFoundError;
  const message = error instanceof Error ? error.message : String(error);
  const Icon = notFound ? FileQuestion : TriangleAlert;
  return (
    <DocsLayout currentSlug={slug}>
      <div
        role="alert"
        className="max-w-3xl rounded-2xl border border-zinc-200 bg-zinc-50 px-6 py-12 text-center sm:px-10"
      >
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-500 shadow-sm ring-1 ring-zinc-200">
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-zinc-900">
          {notFound ? "This page isn't in the docs" : "This page could not be loaded"}
        </h1>
        <p className="mx-auto mt-3 max-w-md text-zinc-600">
          {notFound
            ? "The link may be out of date, or the page may have moved."
            : "Check your connection and try again."}
        </p>
        <p className="mx-auto mt-4 max-w-md rounded-md bg-white px-3 py-2 font-mono text-xs [overflow-wrap:anywhere] text-zinc-500 ring-1 ring-zinc-200">
          {message}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {notFound ? null : <Button onClick={onRetry}>Try again</Button>}
          <Link
            to="/docs/$"
            params={{ _splat: "getting-started/01-welcome-to-goji" }}
            className={buttonClasses(notFound ? "primary" : "outline")}
          >
            Go to Welcome to Goji
          </Link>
        </div>
      </div>
    </DocsLayout>
  );
}
