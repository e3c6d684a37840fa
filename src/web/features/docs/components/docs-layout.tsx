import type { ReactNode } from "react";
import { DocsMobileNav, DocsSidebar } from "./docs-sidebar";

/**
 * Three columns on wide screens — navigation, article, on-page contents — narrowing to the article with a
 * navigation disclosure above it on small screens.
 */
export function DocsLayout({
  currentSlug,
  aside,
  children,
}: {
  currentSlug: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="mb-6 lg:hidden">
        <DocsMobileNav currentSlug={currentSlug} />
      </div>
      <div className="grid gap-10 lg:grid-cols-[13rem_minmax(0,1fr)] xl:grid-cols-[13rem_minmax(0,1fr)_12rem]">
        <aside className="hidden lg:block">
          <DocsSidebar currentSlug={currentSlug} />
        </aside>
        <div className="min-w-0">{children}</div>
        {aside ? <aside className="hidden xl:block">{aside}</aside> : null}
      </div>
    </div>
  );
}
