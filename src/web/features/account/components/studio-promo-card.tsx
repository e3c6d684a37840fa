import { Link } from "@tanstack/react-router";
import { Users } from "lucide-react";
import { buttonClasses } from "@/web/components/ui/button";

/** Promo card (docs/product.md#screens, card 4): only for users who belong to no studio. */
export function StudioPromoCard() {
  return (
    <section className="overflow-hidden rounded-xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-6 shadow-sm">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary text-on-primary">
            <Users className="h-5 w-5" aria-hidden />
          </div>
          <div>
            <h2 className="text-base font-semibold text-zinc-900">Unlock Studio Features!</h2>
            <p className="mt-1 text-sm text-zinc-600">
              Invite your teammates, share one pool of credits, give each member a studio API key and set allocations.
            </p>
          </div>
        </div>
        <Link to="/create-organization" className={buttonClasses("outline", "md")}>
          Create Your Studio
        </Link>
      </div>
    </section>
  );
}
