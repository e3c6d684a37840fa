import { Link } from "@tanstack/react-router";
import { ArrowLeft, Check } from "lucide-react";
import { formatPrice } from "@/shared/plans";
import { buttonClasses } from "@/web/components/ui/button";
import { LoadingState } from "@/web/components/ui/spinner";
import { formatNumber } from "@/web/lib/format";
import { useCompleteLocalCheckout } from "../../api/complete-local-checkout";
import { useLocalCheckout } from "../../api/get-local-checkout";
import { BillingLoadError, BillingPageState } from "./billing-page-state";
import { TestCardForm } from "./test-card-form";
import { TestModeBanner } from "./test-mode-banner";
import { EmailAddress } from "@/web/components/ui/email-address";
import { messageFor } from "@/web/lib/api-client";

/**
 * The local provider's checkout page, laid out like Stripe Checkout: what you buy on the left, the
 * (test) card on the right. Paying starts the subscription and returns to /account?from=checkout.
 */
export function LocalCheckoutPage({ sessionId }: { sessionId: string }) {
  const { data: checkout, isPending, error } = useLocalCheckout(sessionId);
  const pay = useCompleteLocalCheckout();

  if (isPending) return <LoadingState message="Loading checkout..." />;
  if (error) return <BillingLoadError error={error} backTo={{ to: "/pricing", label: "Back to pricing" }} />;
  if (checkout.status === "complete") {
    return (
      <BillingPageState
        title="This checkout is complete"
        action={
          <Link to="/account" className={buttonClasses("primary", "md")}>
            Go to your account
          </Link>
        }
      >
        Your subscription is active.
      </BillingPageState>
    );
  }
  if (checkout.status === "expired") {
    return (
      <BillingPageState
        title="This checkout has expired"
        action={
          <Link to="/pricing" className={buttonClasses("primary", "md")}>
            Choose a plan
          </Link>
        }
      >
        Checkout links work for 24 hours. Start again from the pricing page.
      </BillingPageState>
    );
  }

  const { plan } = checkout;
  const price = formatPrice(plan.priceMonthlyCents);
  return (
    <div>
      <TestModeBanner what="checkout" />
      {/* One column that may shrink below its content's widest word (grid-cols-1), or the card fields and the
          summary held it 8 px wider than a 375 px phone. */}
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:py-16">
        <section aria-labelledby="order-summary" className="space-y-6">
          <a
            href={checkout.cancelUrl}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-zinc-600 hover:text-zinc-900"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Goji
          </a>
          <div>
            <p className="text-sm font-medium text-zinc-500" id="order-summary">
              Subscribe to Goji {plan.name}
            </p>
            <p className="mt-1 flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight text-zinc-900">{price}</span>
              <span className="text-sm text-zinc-500">per month</span>
            </p>
          </div>
          <dl className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white text-sm">
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-zinc-600">Account</dt>
              <dd className="min-w-0 text-right font-medium wrap-anywhere text-zinc-900">{checkout.accountLabel}</dd>
            </div>
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-zinc-600">
                Goji {plan.name}
                <span className="block text-xs text-zinc-500">Billed monthly</span>
              </dt>
              <dd className="font-medium text-zinc-900">{price}</dd>
            </div>
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="font-semibold text-zinc-900">Total due today</dt>
              <dd className="font-semibold text-zinc-900">{price}</dd>
            </div>
          </dl>
          <ul className="space-y-2 text-sm text-zinc-700">
            <li className="flex gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" aria-hidden />
              {formatNumber(plan.monthlyCredits)} credits every month, available at once
            </li>
            <li className="flex gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" aria-hidden />
              Renews monthly; cancel any time, the plan runs to the end of the period
            </li>
          </ul>
        </section>
        <section aria-labelledby="payment" className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
          <h1 id="payment" className="text-lg font-semibold text-zinc-900">
            Pay with card
          </h1>
          <p className="mt-1 mb-5 text-sm text-zinc-500">
            Receipts go to{" "}
            <span className="font-medium break-words text-zinc-700">
              <EmailAddress email={checkout.email} />
            </span>
            .
          </p>
          <TestCardForm
            submitLabel={`Subscribe · ${price}/month`}
            pending={pay.isPending || pay.isSuccess}
            error={messageFor(pay.error)}
            onSubmit={(card) =>
              pay.mutateAsync({ sessionId, card }).then(({ redirectUrl }) => window.location.assign(redirectUrl))
            }
          />
        </section>
      </div>
    </div>
  );
}
