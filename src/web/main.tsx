import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { cn } from "@/web/lib/cn";
import { logCaughtError } from "@/web/lib/expected-error";
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
  void hydratePrerendered(root);
} else {
  createRoot(root, { onCaughtError: logCaughtError }).render(app);
}

/**
 * Starts the app on a prerendered page in separate tasks, none of which blocks the visitor for long: evaluating the
 * modules (one task the browser cannot split), the router's first match, tailwind-merge building its class map (its
 * first `cn()` call, otherwise inside one component's render), then hydration as a transition, in slices that yield
 * to the browser. Each pause lets the browser handle input and paint between them; on a phone-speed CPU this cut the
 * page's blocking time by about a third (docs/decisions/048).
 */
async function hydratePrerendered(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
  try {
    await router.load();
  } finally {
    await yieldToBrowser();
    cn("p-0", "p-1");
    await yieldToBrowser();
    startTransition(() => void hydrateRoot(root, app, { onCaughtError: logCaughtError }));
  }
}

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
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
