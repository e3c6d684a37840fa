import { Link } from "@tanstack/react-router";
import { siteLinks } from "@/shared/site-links";
import { Logo } from "@/web/components/ui/logo";
// Direct, not through the feature's index: the index also exports the account menu's items, whose Radix menu
// would otherwise join the entry chunk (tests/e2e/shell.spec.ts holds the home page's JavaScript budget).
import { ThemeToggle } from "@/web/features/theme/components/theme-toggle";

const linkClass = "text-sm text-zinc-600 hover:text-zinc-900";

export function SiteFooter() {
  return (
    <footer className="border-t border-zinc-200 bg-zinc-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-zinc-600">An assistant that lives inside your game‑engine editor.</p>
          <div className="flex gap-4" aria-label="Social links">
            <a href={siteLinks.microblog} target="_blank" rel="noopener noreferrer" className={linkClass}>
              X / Twitter
            </a>
            <a href={siteLinks.community} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Discord
            </a>
          </div>
        </div>
        <FooterGroup title="Product">
          <Link to="/pricing" className={linkClass}>
            Pricing
          </Link>
          <Link to="/docs/$" params={{ _splat: "getting-started/02-installation" }} className={linkClass}>
            Downloads
          </Link>
        </FooterGroup>
        <FooterGroup title="Resources">
          <Link to="/docs/$" params={{ _splat: "getting-started/01-welcome-to-goji" }} className={linkClass}>
            Docs
          </Link>
          <a href={`mailto:${siteLinks.contactEmail}`} className={linkClass}>
            Contact
          </a>
        </FooterGroup>
        <FooterGroup title="Legal">
          <Link to="/terms" className={linkClass}>
            Terms
          </Link>
          <Link to="/privacy" className={linkClass}>
            Privacy
          </Link>
        </FooterGroup>
      </div>
      <div className="border-t border-zinc-200">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 sm:px-6">
          <p className="text-sm text-zinc-500">Made by Goji Labs</p>
          <ThemeToggle />
        </div>
      </div>
    </footer>
  );
}

function FooterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav aria-label={title} className="space-y-3">
      <h2 className="text-sm font-semibold text-zinc-900">{title}</h2>
      <div className="flex flex-col gap-2">{children}</div>
    </nav>
  );
}
