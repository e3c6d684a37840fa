import { createFileRoute, Link } from "@tanstack/react-router";
import { plans } from "@/shared/plans";
import { SubscribeButton } from "@/web/features/billing/components/subscribe-button";
import { PlanCard } from "@/web/features/site/components/plan-card";
import { PricingFaq } from "@/web/features/site/components/pricing-faq";

export const Route = createFileRoute("/pricing")({
  head: () => ({ meta: [{ title: "Pricing · Goji" }] }),
  component: PricingPage,
});

// The personal plan most solo developers pick is the one we highlight.
const FEATURED_PLAN_ID = "pro";

function PricingPage() {
  return (
    <div className="relative isolate">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(50rem_24rem_at_50%_-20%,var(--color-brand-100),transparent_70%)]"
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600">Pricing</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-zinc-900 sm:text-5xl">
            Plans that grow from solo to studio
          </h1>
          <p className="mt-5 text-lg leading-8 text-pretty text-zinc-600">
            Every plan is a monthly allowance of credits. Start free, upgrade when you need more, and share one pool
            across your team with Studio.
          </p>
        </div>
        <div className="mx-auto mt-14 grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3">
          {plans.map((plan) => {
            const featured = plan.id === FEATURED_PLAN_ID;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                featured={featured}
                cta={<SubscribeButton planId={plan.id} featured={featured} />}
              />
            );
          })}
        </div>
        <p className="mt-8 text-center text-sm text-zinc-500">
          Prices in US dollars, billed monthly. Cancel any time; your plan runs to the end of the period.
        </p>
        <div className="mt-24">
          <PricingFaq />
        </div>
        <p className="mt-10 text-center text-sm text-zinc-600">
          Another question?{" "}
          <Link to="/contact" className="font-medium text-brand-600 underline-offset-2 hover:underline">
            Get in touch
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
