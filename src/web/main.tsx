import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { queryClient } from "@/web/lib/query-client";
import { createAppRouter } from "@/web/router";
import "@/web/styles.css";

const router = createAppRouter();
const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

if (root.hasAttribute("data-prerendered")) {
  // A public page arrives prerendered (docs/decisions/039-prerendered-public-pages.md): React adopts that HTML
  // instead of replacing it, so whatever the visitor already focused, selected or typed stays. The route's code
  // and data load first, so the first render matches the HTML. A mismatch is logged (console.error) and React
  // renders the page afresh.
  // The router renders its outermost matches without a Suspense boundary when it renders on a server; marking
  // it as server-rendered makes the browser's first render take the same shape, or hydration fails at once.
  router.ssr = { manifest: undefined };
  keepScrollThroughFirstRender();
  // As a transition, hydration runs in slices that leave the main thread to the visitor, who already sees the page.
  void router.load().finally(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}

/**
 * TanStack Router scrolls the window to the top after it renders a location, the first one included; on a
 * prerendered page the visitor may have scrolled before the app started. The position they last scrolled to is
 * put back in the same task, before anything is painted.
 */
function keepScrollThroughFirstRender(): void {
  let position = { left: window.scrollX, top: window.scrollY };
  const track = () => {
    position = { left: window.scrollX, top: window.scrollY };
  };
  window.addEventListener("scroll", track, { passive: true });
  const stop = router.subscribe("onRendered", () => {
    stop();
    window.removeEventListener("scroll", track);
    window.scrollTo({ ...position, behavior: "instant" });
    // The app owns #root from here on (the browser tests wait for this before they click).
    document.getElementById("root")?.removeAttribute("data-prerendered");
  });
}
