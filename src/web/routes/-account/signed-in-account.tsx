// The signed-in account page, split from the /account route so a signed-out visitor never downloads it
// ("Please Sign In" must cost no more than /: tests/e2e/page-weight.spec.ts).
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { AccountSkeleton } from "./account-skeleton";
import { useAccountDetails } from "@/web/features/account";
import { useRefreshAccountSecurity } from "@/web/features/account/api/refresh-account-security";
import { currentApiKeyQuery } from "@/web/features/api-keys";
import { ApiKeyCard } from "@/web/features/api-keys/components/api-key-card";
import { connectedDevicesQuery } from "@/web/features/devices";
import { ConnectedDevicesCard } from "@/web/features/devices/components/connected-devices-card";
import { CreditUsageWarning } from "@/web/features/billing/components/credit-usage-warning";
import { ManageSubscriptionButton } from "@/web/features/billing/components/manage-subscription-button";
import { StudioBillingPanel } from "@/web/features/billing/components/studio-billing-panel";
import { SubscriptionStatusNote } from "@/web/features/billing/components/subscription-status-note";
import { AccountDetailsError } from "@/web/features/account/components/account-states";
import { PersonalSettings } from "@/web/features/account/components/personal-settings";
import { StudioLossWatcher } from "@/web/features/organizations/components/studio-loss-watcher";
import { useMyOrganizations } from "@/web/features/organizations/api/get-my-organizations";
import { organizationDetailsQuery } from "@/web/features/organizations/api/get-organization-details";
import { organizationMembersQuery } from "@/web/features/organizations/api/get-organization-members";
import { AccountScopeSwitch } from "@/web/features/organizations/components/account-scope-switch";
import { OrganizationSettings } from "@/web/features/organizations/components/organization-settings";
import { AccountDataCard } from "@/web/features/account/components/account-data-card";
import { PasswordCard } from "@/web/features/account/components/password-card";
import { PersonalProfileCard } from "@/web/features/account/components/personal-profile-card";
import { UserAvatar } from "@/web/features/auth/components/user-avatar";
import { SetPasswordDialog } from "@/web/features/two-factor/components/set-password-dialog";
import { formatShortDate } from "@/web/lib/format";
import { SessionsCard } from "@/web/features/sessions/components/sessions-card";
import { PersonalUsagePanel } from "@/web/features/usage/components/personal-usage-panel";
import { StudioUsagePanel } from "@/web/features/usage/components/studio-usage-panel";
import { TwoFactorCard } from "@/web/features/two-factor/components/two-factor-card";
import { activeOrganizationIdOf, type SessionData } from "@/web/features/auth";
import { NO_SUBSCRIPTION_STATUS } from "@/shared/billing";
import { FirstRunPanel, useFirstRunSettled } from "@/web/features/onboarding";
import { DownloadButton } from "@/web/features/site/components/download-button";

export default function SignedInAccount({ session }: { session: SessionData }) {
  const activeOrganizationId = activeOrganizationIdOf(session);
  // The skeleton stays until everything the first screen of the view shows is known, so that nothing arrives
  // late and pushes the rest down: the scope bar (the user's studios), and the first-run panel or the studio's
  // own details and members.
  // Only on the way in: a later switch of view keeps the scope bar (and the focus on it) in place.
  const settled = useViewSettled(session.user.id, activeOrganizationId);
  const [shown, setShown] = useState(false);
  if (settled && !shown) setShown(true);
  if (!settled && !shown) return <AccountSkeleton />;
  return (
    <>
      {/* Here, not in the root: a studio's view is only ever open on this page, and the home page need not load it. */}
      <StudioLossWatcher />
      {/* Personal account ⇄ studios, one click apart on every view (decision 036). */}
      <AccountScopeSwitch />
      <AccountViews session={session} />
    </>
  );
}

/** The personal view waits for the first-run panel's facts, a studio's for its details, members, key and devices. */
function useViewSettled(userId: string, activeOrganizationId: string | null): boolean {
  const details = useAccountDetails(activeOrganizationId);
  const organizations = useMyOrganizations();
  const firstRun = useFirstRunSettled(userId, activeOrganizationId === null);
  const id = activeOrganizationId ?? "";
  const enabled = activeOrganizationId !== null;
  const studio = [
    useQuery({ ...organizationDetailsQuery(id), enabled }),
    useQuery({ ...organizationMembersQuery(id), enabled }),
    useQuery({ ...currentApiKeyQuery(id), enabled }),
    useQuery({ ...connectedDevicesQuery(id), enabled }),
  ];
  const studioSettled = !enabled || studio.every((query) => !query.isPending);
  return !details.isPending && !organizations.isPending && firstRun && studioSettled;
}

const accountRoute = getRouteApi("/account");

function AccountViews({ session }: { session: SessionData }) {
  // The studio view's tab (?tab=members…). The personal view has no tabs and leaves it alone: on arrival the
  // remembered studio may still be restored, and the link's tab is then shown.
  const { tab } = accountRoute.useSearch();
  const navigate = accountRoute.useNavigate();
  useTabDroppedOnLeavingAStudio(activeOrganizationIdOf(session), tab !== undefined, () =>
    navigate({ search: (prev) => ({ ...prev, tab: undefined }), replace: true }),
  );
  const refreshSecurity = useRefreshAccountSecurity();
  const activeOrganizationId = activeOrganizationIdOf(session);
  const details = useAccountDetails(activeOrganizationId);
  const organizations = useMyOrganizations();

  if (details.isPending) return <AccountSkeleton />;
  if (details.isError)
    return (
      <AccountDetailsError
        message={details.error.message || "Failed to fetch account details"}
        onRetry={() => void details.refetch()}
      />
    );

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
        tab={tab}
        // Replaces the entry: the arrow keys move along the tabs, and each step must not become a Back stop.
        onTabChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, tab: next === "account" ? undefined : next }), replace: true })
        }
        twoFactorCard={twoFactorCard}
        // The studio's devices sit under its key card (decision 016).
        apiKeyCard={(id, name) => (
          <>
            <ApiKeyCard organizationId={id} organizationName={name} />
            <ConnectedDevicesCard organizationId={id} organizationName={name} />
          </>
        )}
        usage={({ organizationId: id, actorRole, canManage, pool }) => (
          <div className="space-y-6">
            {canManage ? <CreditUsageWarning used={pool.used} total={pool.total} /> : null}
            <StudioUsagePanel organizationId={id} actorRole={actorRole} />
          </div>
        )}
        billing={(id) => <StudioBillingPanel organizationId={id} />}
      />
    );
  }
  const { subscription } = details.data;
  const { user } = session;
  return (
    <PersonalSettings
      details={details.data}
      hasOrganizations={(organizations.data?.length ?? 0) > 0}
      manageButton={<ManageSubscriptionButton neverSubscribed={isNeverSubscribed(subscription)} />}
      statusNote={<SubscriptionStatusNote subscription={subscription} />}
      usageWarning={
        // Optional: a malformed answer is the page's own error handling's to report (see isNeverSubscribed).
        <CreditUsageWarning
          used={subscription?.tokensUsed ?? 0}
          total={subscription?.totalTokens ?? 0}
          subject="Your account"
        />
      }
      profileCard={
        <PersonalProfileCard
          user={user}
          avatar={<UserAvatar name={user.name} image={user.image} className="h-16 w-16 text-xl" />}
          plan={subscription.subscriptionPlan || "Free"}
          nextBillingDate={formatShortDate(subscription.nextBillingDate)}
        />
      }
      apiKeyCard={
        <>
          <ApiKeyCard />
          <ConnectedDevicesCard />
        </>
      }
      twoFactorCard={twoFactorCard}
      passwordCard={
        <PasswordCard
          hasPassword={details.data.hasPasswordCredential}
          onChanged={() => void refreshSecurity()}
          setPasswordDialog={({ open, onOpenChange }) => (
            <SetPasswordDialog open={open} onOpenChange={onOpenChange} onDone={() => void refreshSecurity()} />
          )}
        />
      }
      sessionsCard={<SessionsCard currentToken={session.session.token} />}
      usagePanel={<PersonalUsagePanel />}
      dataCard={<AccountDataCard email={user.email} />}
      firstRunPanel={
        <FirstRunPanel
          userId={user.id}
          downloadButton={(onDownload) => (
            // Capturing the click: the button itself then opens the zip and the installation guide.
            <span onClickCapture={onDownload}>
              <DownloadButton size="sm" />
            </span>
          )}
          onShowApiKey={showPersonalApiKey}
        />
      }
    />
  );
}

/**
 * A tab belongs to the studio it was chosen in: once the view leaves that studio (a switch, leaving it, deleting
 * it), the address drops it — after the next view is on screen, so the studio's other tabs never mount for a
 * studio that is gone. Arriving with no studio and then restoring the remembered one keeps the link's tab.
 */
function useTabDroppedOnLeavingAStudio(activeOrganizationId: string | null, hasTab: boolean, dropTab: () => void) {
  const previous = useRef(activeOrganizationId);
  useEffect(() => {
    const left = previous.current;
    previous.current = activeOrganizationId;
    if (left !== null && left !== activeOrganizationId && hasTab) dropTab();
  }, [activeOrganizationId, hasTab, dropTab]);
}

/** Scrolls to the personal API key card and focuses its first button (Generate API Key for a new user). */
function showPersonalApiKey() {
  const card = document.getElementById("personal-api-key");
  if (!card) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  card.scrollIntoView({ block: "start", behavior: reduceMotion ? "auto" : "smooth" });
  card.querySelector<HTMLElement>("button")?.focus({ preventScroll: true });
}

/** The account never subscribed: Manage Subscription explains instead of opening an empty portal (decision 037). */
function isNeverSubscribed(subscription: { status: string } | undefined): boolean {
  // Tolerates a malformed answer, so the page's own error handling (the error page) reports what is missing.
  return subscription?.status === NO_SUBSCRIPTION_STATUS;
}
