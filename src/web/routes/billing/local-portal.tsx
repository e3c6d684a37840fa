import { createFileRoute } from "@tanstack/react-router";
import { BillingPageState } from "@/web/features/billing/components/local/billing-page-state";
import { LocalPortalPage } from "@/web/features/billing/components/local/local-portal-page";
import { searchSchema } from "@/web/lib/search-params";

/** The built-in local provider's customer portal (test mode), reached from Manage Subscription. */
export const Route = createFileRoute("/billing/local-portal")({
  validateSearch: searchSchema("session"),
  component: LocalPortalRoute,
});

function LocalPortalRoute() {
  const { session } = Route.useSearch();
  if (!session)
    return (
      <BillingPageState title="This link cannot be used">
        The portal link is incomplete. Open Manage Subscription on your account page again.
      </BillingPageState>
    );
  return <LocalPortalPage sessionId={session} />;
}
