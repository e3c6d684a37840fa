import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { formatPrice, type Plan } from "@/shared/plans";
import { Badge } from "@/web/components/ui/badge";
import { cn } from "@/web/lib/cn";

/**
 * One plan from the catalogue. The call to action is passed in (`cta`) because what it does depends on
 * who is looking — sign up today, checkout or "current plan" once billing is wired — while the card does not.
 */
export function PlanCard({ plan, cta, featured = false }: { plan: Plan; cta: ReactNode; featured?: boolean }) {
  const credits = plan.monthlyCredits.toLocaleString("en-US");
  return (
    <article
      aria-labelledby={`plan-${plan.id}-name`}
      data-plan={plan.id}
      className={cn(
        "relative flex flex-col rounded-3xl bg-white p-6 sm:p-8",
        featured ? "shadow-xl ring-2 ring-brand-500" : "shadow-sm ring-1 ring-zinc-200",
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`plan-${plan.id}-name`} className="text-lg font-semibold text-zinc-900">
          {plan.name}
        </h2>
        {featured ? (
          <Badge tone="brand">Most popular</Badge>
        ) : (
          <Badge>{plan.audience === "studio" ? "For teams" : "Personal"}</Badge>
        )}
      </div>
      <p className="mt-2 text-sm leading-6 text-zinc-600 lg:min-h-12">{plan.tagline}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-zinc-900" data-testid="plan-price">
          {formatPrice(plan.priceMonthlyCents)}
        </span>
        <span className="text-sm font-medium text-zinc-500">/ month</span>
      </p>
      <p className="mt-1 text-sm text-zinc-600">
        <span className="font-semibold text-zinc-900">{credits}</span>{" "}
        {plan.audience === "studio" ? "pooled credits" : "credits"} per month
      </p>
      <div className="mt-6">{cta}</div>
      <ul className="mt-8 space-y-3 border-t border-zinc-100 pt-6 text-sm text-zinc-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
