import type { ReactNode } from "react";
import type { AccountDetails } from "@/shared/account";
import { FOCUS_TARGET_CLASS } from "@/web/hooks/use-focus-fallback";
import { cn } from "@/web/lib/cn";
import { StudioPromoCard } from "./studio-promo-card";
import { SubscriptionManagementCard } from "./subscription-management-card";
import { SubscriptionUsageCard } from "./subscription-usage-card";

interface Props {
  details: AccountDetails;
  hasOrganizations: boolean;
  manageButton: ReactNode;
  statusNote: ReactNode;
  usageWarning: ReactNode;
  profileCard: ReactNode;
  apiKeyCard: ReactNode;
  twoFactorCard: ReactNode;
  passwordCard: ReactNode;
  sessionsCard: ReactNode;
  usagePanel: ReactNode;
  dataCard: ReactNode;
  /** The first-run panel (decision 037): the first thing a new user sees, above the cards. */
  firstRunPanel: ReactNode;
}

/** The personal 'Account Settings' view (docs/product.md#screens, cards 1–6) plus password, sessions, usage history and data. */
export function PersonalSettings({
  details,
  hasOrganizations,
  manageButton,
  statusNote,
  usageWarning,
  profileCard,
  apiKeyCard,
  twoFactorCard,
  passwordCard,
  sessionsCard,
  usagePanel,
  dataCard,
  firstRunPanel,
}: Props) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      {/* Focusable by script: where focus goes when the first-run panel below it is hidden. */}
      <h1
        tabIndex={-1}
        className={cn(
          "mb-6 rounded-sm text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl",
          FOCUS_TARGET_CLASS,
          "focus-visible:outline-offset-4", // around the text, not through it
        )}
      >
        Account Settings
      </h1>
      <div className="space-y-6">
        {firstRunPanel}
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-6">
            <SubscriptionUsageCard
              subscription={details.subscription}
              manageButton={manageButton}
              statusNote={statusNote}
              usageWarning={usageWarning}
            />
            {/* The first-run panel's "Get an API key" scrolls here (below the fixed header). */}
            <div id="personal-api-key" className="scroll-mt-24 space-y-6">
              {apiKeyCard}
            </div>
            {twoFactorCard}
            {passwordCard}
          </div>
          <div className="space-y-6">
            {profileCard}
            <SubscriptionManagementCard portalButton={manageButton} />
            {sessionsCard}
          </div>
        </div>
        {/* Below the cards: the first-run panel is a new user's first sight, not this upsell (issue 19). */}
        {hasOrganizations ? null : <StudioPromoCard />}
        {usagePanel}
        {dataCard}
      </div>
    </div>
  );
}
