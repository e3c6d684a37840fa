/**
 * Build-time entry (never shipped to browsers): renders each public page to HTML with the app's own routes and
 * components, so a visitor sees the page before any JavaScript ran (docs/decisions/039-prerendered-public-pages.md).
 * scripts/build-web.mjs bundles this with Vite for Node and writes the pages into dist/pages/.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { publicPagePaths } from "@/shared/public-pages";
import { parseSearch, stringifySearch } from "@/web/lib/search-params";
import { routeTree } from "@/web/route-tree.gen";

export { publicPagePaths };

export interface PrerenderedPage {
  /** The page's <title> text (React renders it first; the build moves it into <head>). */
  title: string;
  /** What goes inside #root. */
  body: string;
}

/** Renders `path` as a signed-out visitor's first paint: loaders run, no query fetches, every boundary inline. */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    // As the browser's router (src/web/router.tsx), so a link's address is the same before and after hydration.
    parseSearch,
    stringifySearch,
  });
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== "success");
  if (failed) throw new Error(`${path}: route ${failed.routeId} ended as ${failed.status}`);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
    // React outlines a large Suspense boundary behind an inline script that moves it into place; the site's CSP
    // allows no such script, so every boundary is written where it belongs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = "";
  for await (const chunk of prelude) html += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  const title = /^<title>(.*?)<\/title>/.exec(html);
  if (!title) throw new Error(`${path}: the rendered page does not start with its <title>`);
  const body = html.slice(title[0].length);
  if (/<script|<link|<meta/i.test(body)) throw new Error(`${path}: the rendered page holds a script, link or meta`);
  return { title: title[1]!, body };
}
