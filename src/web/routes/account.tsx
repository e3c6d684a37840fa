import { createFileRoute } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { LoadingState } from "@/web/components/ui/spinner";
import { accountDetailsQuery, useAccountDetails } from "@/web/features/account/api/get-account-details";
import { ApiKeyCard } from "@/web/features/api-keys/components/api-key-card";
import { CreditUsageWarning } from "@/web/features/billing/components/credit-usage-warning";
import { ManageSubscriptionButton } from "@/web/features/billing/components/manage-subscription-button";
import { StudioBillingPanel } from "@/web/features/billing/components/studio-billing-panel";
import { SubscriptionStatusNote } from "@/web/features/billing/components/subscription-status-note";
import { useCheckoutReturnSync } from "@/web/features/billing/use-checkout-return-sync";
import {
  AccountDetailsError,
  AuthenticationError,
  PleaseSignIn,
} from "@/web/features/account/components/account-states";
import { PersonalSettings } from "@/web/features/account/components/personal-settings";
import { useMyOrganizations } from "@/web/features/organizations/api/get-my-organizations";
import { OrganizationSettings } from "@/web/features/organizations/components/organization-settings";
import { SessionsCard } from "@/web/features/sessions/components/sessions-card";
import { PersonalUsagePanel } from "@/web/features/usage/components/personal-usage-panel";
import { StudioUsagePanel } from "@/web/features/usage/components/studio-usage-panel";
import { sessionsQuery } from "@/web/features/sessions/api/list-sessions";
import { TwoFactorCard } from "@/web/features/two-factor/components/two-factor-card";
import { authClient, type SessionData } from "@/web/lib/auth-client";
import { searchSchema } from "@/web/lib/search-params";

export const Route = createFileRoute("/account")({
  head: () => ({ meta: [{ title: "Account · Goji" }] }),
  validateSearch: searchSchema("from"),
  component: AccountPage,
});

/** /account (docs/product.md#screens): the session check's states, then the studio or the personal settings view. */
function AccountPage() {
  // docs/product.md#screens: back from checkout (?from=checkout) → sync the subscription, then drop the query string.
  useCheckoutReturnSync();
  const { data: session, isPending, error } = authClient.useSession();
  if (isPending) return <LoadingState message="Loading account..." />;
  if (error) return <AuthenticationError message={error.message} />;
  if (!session) return <PleaseSignIn />;
  return <SignedInAccount session={session} />;
}

function SignedInAccount({ session }: { session: SessionData }) {
  const queryClient = useQueryClient();
  const { refetch: refetchSession } = authClient.useSession();
  const activeOrganizationId =
    (session.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
  const details = useAccountDetails(activeOrganizationId);
  const organizations = useMyOrganizations();

  if (details.isPending) return <LoadingState message="Loading account..." />;
  if (details.isError)
    return (
      <AccountDetailsError
        message={details.error.message || "Failed to fetch account details"}
        onRetry={() => void details.refetch()}
      />
    );

  // Enabling 2FA replaces this device's session: the session, and the sessions list that marks "This
  // device" by its token, are both refetched (a stale list offered to revoke the current session).
  const refreshSecurity = async () => {
    await refetchSession();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountDetailsQuery(activeOrganizationId).queryKey.slice(0, 1) }),
      queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
    ]);
  };
  const twoFactorCard = (
    <TwoFactorCard
      isEnabled={details.data.isTwoFactorEnabled}
      hasPasswordCredential={details.data.hasPasswordCredential}
      onChanged={() => void refreshSecurity()}
    />
  );

  if (activeOrganizationId) {
    return (
      <OrganizationSettings
        key={activeOrganizationId}
        organizationId={activeOrganizationId}
        user={session.user}
        twoFactorCard={twoFactorCard}
        apiKeyCard={(id, name) => <ApiKeyCard organizationId={id} organizationName={name} />}
        usage={(id, canManage, pool) => (
          <div className="space-y-6">
            {canManage ? <CreditUsageWarning used={pool.used} total={pool.total} /> : null}
            <StudioUsagePanel organizationId={id} canManage={canManage} />
          </div>
        )}
        billing={(id) => <StudioBillingPanel organizationId={id} />}
      />
    );
  }
  return (
    <PersonalSettings
      user={session.user}
      details={details.data}
      hasOrganizations={(organizations.data?.length ?? 0) > 0}
      manageButton={<ManageSubscriptionButton />}
      statusNote={<SubscriptionStatusNote subscription={details.data.subscription} />}
      apiKeyCard={<ApiKeyCard />}
      twoFactorCard={twoFactorCard}
      sessionsCard={<SessionsCard currentToken={session.session.token} />}
      usagePanel={<PersonalUsagePanel />}
    />
  );
}
