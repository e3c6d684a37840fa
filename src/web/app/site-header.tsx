import { Link } from "@tanstack/react-router";
import { MessageCircle } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { siteLinks } from "@/shared/site-links";
import { DownloadButton } from "@/web/features/site/components/download-button";
import { cn } from "@/web/lib/cn";
import { Logo } from "@/web/components/ui/logo";
import { PhoneMenu } from "./phone-menu";

const navLink =
  "rounded-md px-3 py-2 text-sm font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 data-[status=active]:text-zinc-900";

/** Fixed header (docs/product.md#screens): border and shadow once the page has scrolled; text links hidden on small screens, where the menu button opens them in a sheet. */
export function SiteHeader({ account }: { account: ReactNode }) {
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b bg-white/90 backdrop-blur transition-shadow",
        scrolled ? "border-zinc-200 shadow-sm" : "border-transparent shadow-none",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" className="mr-2 rounded-md" aria-label="Goji home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <Link to="/pricing" className={navLink}>
            Pricing
          </Link>
          <Link to="/docs/$" params={{ _splat: "getting-started/01-welcome-to-goji" }} className={navLink}>
            Docs
          </Link>
          <a
            href={siteLinks.community}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(navLink, "inline-flex items-center gap-1.5")}
          >
            <MessageCircle className="h-4 w-4" aria-hidden />
            Community
          </a>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* Hidden by a wrapper: on the button itself `hidden` loses to the button's own `inline-flex`. */}
          <div className="hidden md:block">
            <DownloadButton size="sm" />
          </div>
          {account}
          <PhoneMenu />
        </div>
      </div>
    </header>
  );
}

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}
