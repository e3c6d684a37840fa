import type { SubscriptionSummary } from "@/shared/billing";
import { formatShortDate } from "@/web/lib/format";

/**
 * One line under the subscription status: "Cancels on Dec 22, 2026" for a plan set to end, or a
 * payment reminder while past due. Nothing otherwise.
 */
export function SubscriptionStatusNote({
  subscription,
  className,
}: {
  subscription: Pick<SubscriptionSummary, "status" | "paidPeriod"> | undefined;
  className?: string;
}) {
  if (!subscription) return null;
  if (subscription.paidPeriod?.cancelAtPeriodEnd) {
    return (
      <p className={className ?? "text-sm text-zinc-600"}>Cancels on {formatShortDate(subscription.paidPeriod.end)}</p>
    );
  }
  if (subscription.status === "past_due") {
    return (
      <p className={className ?? "text-sm text-amber-700"}>
        Payment failed. Update your card in Manage Subscription to keep your plan.
      </p>
    );
  }
  return null;
}
