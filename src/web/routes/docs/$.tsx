import { createFileRoute, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { DocLoadError } from "@/web/features/docs/components/doc-load-error";
import { DocView } from "@/web/features/docs/components/doc-view";
import { findDocPage } from "@/web/features/docs/doc-navigation";
import { docSlugFromSplat } from "@/web/features/docs/doc-slug";
import { loadDoc } from "@/web/features/docs/load-doc";

export const Route = createFileRoute("/docs/$")({
  head: ({ params }) => {
    const page = findDocPage(docSlugFromSplat(params._splat));
    return { meta: [{ title: page ? `${page.title} · Goji Docs` : "Page not found · Goji Docs" }] };
  },
  // The loader (with the map of MDX chunks) gets its own chunk too, so no docs code sits in the entry.
  codeSplitGroupings: [["loader"], ["component", "errorComponent"]],
  loader: ({ params }) => loadDoc(params._splat),
  component: DocPage,
  errorComponent: DocErrorPage,
});

function DocPage() {
  return <DocView doc={Route.useLoaderData()} />;
}

function DocErrorPage({ error }: ErrorComponentProps) {
  const { _splat } = Route.useParams();
  const router = useRouter();
  // A loader error is retried by re-running the loader, which invalidate() does.
  return <DocLoadError slug={docSlugFromSplat(_splat)} error={error} onRetry={() => void router.invalidate()} />;
}
