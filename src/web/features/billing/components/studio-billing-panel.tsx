import { Building2 } from "lucide-react";
import { formatSubscriptionStatus, isEntitling, subscriptionStatusTone } from "@/shared/billing";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Progress } from "@/web/components/ui/progress";
import { LoadingState } from "@/web/components/ui/spinner";
import { formatNumber, formatShortDate, percentOf } from "@/web/lib/format";
import { useOrganizationBilling } from "../api/get-organization-billing";
import { CreditUsageWarning } from "./credit-usage-warning";
import { ManageSubscriptionButton } from "./manage-subscription-button";
import { SubscribeButton } from "./subscribe-button";
import { SubscriptionStatusNote } from "./subscription-status-note";

/**
 * The studio Billing tab (docs/product.md#screens; owners and admins): the studio's plan and status, the pool's usage
 * with the 80 %/100 % warnings, and the way to the billing portal — or to subscribing. The next
 * billing date is 'N/A' here, as docs/product.md#screens says.
 */
export function StudioBillingPanel({ organizationId }: { organizationId: string }) {
  const { data: billing, isPending, isError, error, refetch } = useOrganizationBilling(organizationId);
  if (isPending) return <LoadingState message="Loading billing..." />;
  if (isError) {
    return (
      <Alert tone="error" title="Could not load the studio's billing">
        <p>{error.message}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  const { used, total } = billing.credits;
  const subscribed = billing.planId !== null && isEntitling(billing.status);
  return (
    <div className="space-y-6">
      <CreditUsageWarning used={used} total={total} resetsAt={billing.cycleEnd} />
      <Card>
        <CardHeader
          icon={<Building2 className="h-5 w-5" aria-hidden />}
          title="Studio Plan & Billing"
          description="One pool of credits for every member of the studio."
        />
        <CardBody className="space-y-5">
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Plan</dt>
              <dd className="mt-1 text-lg font-semibold text-zinc-900" data-testid="studio-plan">
                {billing.planName}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Status</dt>
              <dd className="mt-1 space-y-1">
                <Badge tone={subscriptionStatusTone(billing.status)}>{formatSubscriptionStatus(billing.status)}</Badge>
                <SubscriptionStatusNote
                  subscription={{ status: billing.status, paidPeriod: billing.paidPeriod ?? undefined }}
                  className="text-xs text-zinc-600"
                />
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Next billing date</dt>
              <dd className="mt-1 text-sm font-medium text-zinc-900">N/A</dd>
            </div>
          </dl>
          <div className="space-y-2">
            <Progress percent={percentOf(used, total)} label="Studio credits used this cycle" />
            <p className="text-sm text-zinc-600">
              {formatNumber(used)} / {formatNumber(total)} credits used this cycle
              {total > 0 ? ` · resets on ${formatShortDate(billing.cycleEnd)}` : ""}.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            {subscribed ? null : (
              <SubscribeButton planId="studio" organizationId={organizationId} featured size="md" className="w-auto">
                Subscribe to Studio
              </SubscribeButton>
            )}
            <ManageSubscriptionButton organizationId={organizationId} />
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
