import { createRouter } from "@tanstack/react-router";
import { NotFoundPage } from "@/web/components/not-found-page";
import { ErrorPage } from "@/web/components/error-page";
import { keepFocusOnPage, mainHeading } from "@/web/hooks/use-focus-fallback";
import { queryClient } from "@/web/lib/query-client";
import { parseSearch, stringifySearch } from "@/web/lib/search-params";
import { routeTree } from "@/web/route-tree.gen";

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    // Loaders read through TanStack Query, which owns caching.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    // docs/product.md#screens: search parameters are plain strings in the address, never JSON (`?page=2`).
    parseSearch,
    stringifySearch,
  });
  // docs/product.md#screens: the page scrolls to the top on every path change (not on search or hash changes).
  // Not on the first load: a prerendered page may already have been scrolled before the app started, and its
  // first Tab stop is the skip link.
  let releaseFocus = () => {};
  router.subscribe("onResolved", ({ pathChanged, fromLocation }) => {
    if (!pathChanged || !fromLocation) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    // The link or button that navigated is gone with its page, and focus with it: the new page's heading takes it,
    // so keyboard and screen-reader users go on from there rather than from the top of the document.
    releaseFocus();
    releaseFocus = keepFocusOnPage(mainHeading);
    // The new page may have rendered before the router said it resolved, with focus already fallen to <body>.
    if (document.activeElement === document.body) mainHeading()?.focus();
  });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
