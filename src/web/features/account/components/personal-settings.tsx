import type { ReactNode } from "react";
import type { AccountDetails } from "@/shared/account";
import { formatShortDate } from "@/web/lib/format";
import { ProfileCard } from "./profile-card";
import { StudioPromoCard } from "./studio-promo-card";
import { SubscriptionManagementCard } from "./subscription-management-card";
import { SubscriptionUsageCard } from "./subscription-usage-card";

interface Props {
  user: { name: string; email: string };
  details: AccountDetails;
  hasOrganizations: boolean;
  manageButton: ReactNode;
  statusNote: ReactNode;
  apiKeyCard: ReactNode;
  twoFactorCard: ReactNode;
  sessionsCard: ReactNode;
  usagePanel: ReactNode;
}

/** The personal 'Account Settings' view (docs/product.md#screens, cards 1–6) plus sessions and usage history. */
export function PersonalSettings({
  user,
  details,
  hasOrganizations,
  manageButton,
  statusNote,
  apiKeyCard,
  twoFactorCard,
  sessionsCard,
  usagePanel,
}: Props) {
  const { subscription } = details;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl">Account Settings</h1>
      <div className="space-y-6">
        {hasOrganizations ? null : <StudioPromoCard />}
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-6">
            <SubscriptionUsageCard subscription={subscription} manageButton={manageButton} statusNote={statusNote} />
            {apiKeyCard}
            {twoFactorCard}
          </div>
          <div className="space-y-6">
            <ProfileCard
              rows={[
                { label: "Name", value: user.name || "User" },
                { label: "E-mail", value: user.email },
                { label: "Subscription plan", value: subscription.subscriptionPlan || "Free" },
                { label: "Next billing date", value: formatShortDate(subscription.nextBillingDate) },
              ]}
            />
            <SubscriptionManagementCard portalButton={manageButton} />
            {sessionsCard}
          </div>
        </div>
        {usagePanel}
      </div>
    </div>
  );
}
