import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, HeadContent, Outlet } from "@tanstack/react-router";
import { Suspense } from "react";
import { AnalyticsBridge } from "@/web/app/analytics-bridge";
import { ImpersonationBanner } from "@/web/features/admin/components/impersonation-banner";
import { LazyToaster } from "@/web/app/lazy-toaster";
import { LazySignedInMenus } from "@/web/app/signed-in-menus-chunk";
import { SiteFooter } from "@/web/app/site-footer";
import { SessionLossWatcher } from "@/web/app/session-loss-watcher";
import { SiteHeader } from "@/web/app/site-header";
import { VerificationLinkNotice } from "@/web/app/verification-link-notice";
import { NotFoundPage } from "@/web/components/not-found-page";
import { HeaderAccount, type MenuUser } from "@/web/features/auth/components/header-account";

export interface RouterContext {
  queryClient: QueryClient;
}

const renderSignedIn = (user: MenuUser) => (
  <Suspense fallback={<div className="h-9 w-9 rounded-full bg-zinc-100" aria-hidden />}>
    <LazySignedInMenus user={user} />
  </Suspense>
);

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: "Goji — the game-engine editor plugin" }] }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader account={<HeaderAccount renderSignedIn={renderSignedIn} />} />
      <main id="main" className="min-h-[calc(100vh-4rem)] pt-16">
        <VerificationLinkNotice />
        <Outlet />
      </main>
      <SiteFooter />
      <ImpersonationBanner />
      <LazyToaster />
      <AnalyticsBridge />
      <SessionLossWatcher />
    </>
  );
}
