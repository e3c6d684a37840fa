import { Link } from "@tanstack/react-router";
import { Gauge, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import type { AccountDetails } from "@/shared/account";
import { formatSubscriptionStatus, subscriptionStatusTone } from "@/shared/billing";
import { Badge } from "@/web/components/ui/badge";
import { buttonClasses } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Progress } from "@/web/components/ui/progress";
import { formatNumber, formatShortDate, percentOf } from "@/web/lib/format";

/** Card 1 of the personal view (docs/product.md#screens): plan, status, usage bar, 'N / M requests used this cycle.', next billing date. */
export function SubscriptionUsageCard({
  subscription,
  manageButton,
  statusNote,
  usageWarning,
}: {
  subscription: AccountDetails["subscription"] | undefined;
  manageButton: ReactNode;
  statusNote?: ReactNode;
  /** The 80 % / 100 % warning for these numbers (the billing feature's), below the bar. */
  usageWarning?: ReactNode;
}) {
  const used = subscription?.tokensUsed ?? 0;
  const total = subscription?.totalTokens ?? 0;
  const status = subscription?.status || "Inactive";
  const plan = subscription?.subscriptionPlan || "Free";
  const percent = percentOf(used, total);
  return (
    <Card>
      <CardHeader
        icon={<Gauge className="h-5 w-5" aria-hidden />}
        title="Request Usage & Subscription"
        description="Your personal plan and this cycle's requests."
      />
      <CardBody className="space-y-5">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Current plan</dt>
            <dd className="mt-1 text-lg font-semibold text-zinc-900">{plan}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Status</dt>
            <dd className="mt-1 space-y-1">
              <Badge tone={subscriptionStatusTone(status)}>{formatSubscriptionStatus(status)}</Badge>
              {statusNote}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Next billing date</dt>
            <dd className="mt-1 text-sm font-medium text-zinc-900">{formatShortDate(subscription?.nextBillingDate)}</dd>
          </div>
        </dl>
        <div className="space-y-2">
          <Progress percent={percent} label="Requests used this cycle" />
          <p className="text-sm text-zinc-600">
            {formatNumber(used)} / {formatNumber(total)} requests used this cycle.
          </p>
        </div>
        {usageWarning}
        <div className="flex flex-wrap items-start gap-2">
          {plan === "Free" ? (
            // The way up from Free (issue 19): the plans, with checkout from there. Outlined, like the page's other
            // secondary actions: the first-run step and the key are what a new user should do first.
            <Link to="/pricing" className={buttonClasses("outline", "md")}>
              <Sparkles className="h-4 w-4" aria-hidden />
              Upgrade
            </Link>
          ) : null}
          {manageButton}
        </div>
      </CardBody>
    </Card>
  );
}
