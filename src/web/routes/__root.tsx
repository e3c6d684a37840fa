import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { LazyToaster } from "@/web/components/layout/lazy-toaster";
import { SiteFooter } from "@/web/components/layout/site-footer";
import { SiteHeader } from "@/web/components/layout/site-header";
import { NotFoundPage } from "@/web/components/not-found-page";
import { HeaderAccount } from "@/web/features/auth/components/header-account";

export interface RouterContext {
  queryClient: QueryClient;
}

const loadSignedInMenus = () => import("@/web/components/layout/signed-in-menus").then((m) => ({ default: m.SignedInMenus }));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <SiteHeader account={<HeaderAccount loadSignedInMenus={loadSignedInMenus} />} />
      <main id="main" className="min-h-[calc(100vh-4rem)] pt-16">
        <Outlet />
      </main>
      <SiteFooter />
      <LazyToaster />
    </>
  );
}
