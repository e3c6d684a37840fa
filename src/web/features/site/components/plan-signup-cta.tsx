import { Link } from "@tanstack/react-router";
import { FREE_PLAN_ID, type Plan } from "@/shared/plans";
import { buttonClasses } from "@/web/components/ui/button";

function ctaLabel(plan: Plan): string {
  if (plan.id === FREE_PLAN_ID) return "Get started for free";
  return plan.audience === "studio" ? "Start a studio" : `Get ${plan.name}`;
}

/**
 * Today's plan call to action: sign up, then come back to the pricing page with the chosen paid plan
 * (`?plan=<id>`) so checkout can pick it up there. Replace it per card once billing is wired.
 */
export function PlanSignupCta({ plan, featured = false }: { plan: Plan; featured?: boolean }) {
  const className = buttonClasses(featured ? "primary" : "outline", "lg", "w-full");
  if (plan.id === FREE_PLAN_ID) {
    return <Link to="/signup" className={className}>{ctaLabel(plan)}</Link>;
  }
  return (
    <Link to="/signup" search={{ redirect: `/pricing?plan=${plan.id}` }} className={className}>
      {ctaLabel(plan)}
    </Link>
  );
}
