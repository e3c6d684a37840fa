import { createFileRoute } from "@tanstack/react-router";
import { BillingPageState } from "@/web/features/billing/components/local/billing-page-state";
import { LocalCheckoutPage } from "@/web/features/billing/components/local/local-checkout-page";
import { searchSchema } from "@/web/lib/search-params";

/** The built-in local provider's checkout page (test mode), reached from POST /api/billing/checkout. */
export const Route = createFileRoute("/billing/local-checkout")({
  validateSearch: searchSchema("session"),
  component: LocalCheckoutRoute,
});

function LocalCheckoutRoute() {
  const { session } = Route.useSearch();
  if (!session)
    return (
      <BillingPageState title="This link cannot be used">
        The checkout link is incomplete. Choose a plan on the pricing page.
      </BillingPageState>
    );
  return <LocalCheckoutPage sessionId={session} />;
}
