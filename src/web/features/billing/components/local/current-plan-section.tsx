import { useState } from "react";
import { formatSubscriptionStatus, isEntitling, subscriptionStatusTone } from "@/shared/billing";
import type { LocalPlanView, LocalSubscriptionView } from "@/shared/local-billing";
import { formatPrice } from "@/shared/plans";
import { Badge } from "@/web/components/ui/badge";
import { Button, buttonClasses } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { formatNumber, formatShortDate } from "@/web/lib/format";
import type { LocalPortalAction } from "../../api/update-local-portal";

interface Props {
  subscription: LocalSubscriptionView | null;
  plans: LocalPlanView[];
  /** What the owner falls back to when the plan ends. */
  fallback: string;
  act: (action: LocalPortalAction) => Promise<boolean>;
  busy: boolean;
}

function periodLine(s: LocalSubscriptionView): string {
  if (s.endedAt) return `Ended on ${formatShortDate(s.endedAt)}`;
  if (s.cancelAtPeriodEnd) return `Cancels on ${formatShortDate(s.currentPeriodEnd)}`;
  if (s.status === "past_due") return `Payment failed · period ends ${formatShortDate(s.currentPeriodEnd)}`;
  return `Renews on ${formatShortDate(s.currentPeriodEnd)}`;
}

/** The plan, its renewal or end date, and the Stripe-portal actions: cancel, resume, change plan. */
export function CurrentPlanSection({ subscription: s, plans, fallback, act, busy }: Props) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  const live = s && isEntitling(s.status);
  const otherPlans = live ? plans.filter((plan) => plan.id !== s.plan.id) : [];

  return (
    <section aria-labelledby="current-plan" className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
      <h2 id="current-plan" className="text-sm font-semibold tracking-wide text-zinc-500 uppercase">
        Current plan
      </h2>
      {s && live ? (
        <div className="mt-4 space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-2xl font-bold text-zinc-900">Goji {s.plan.name}</p>
            <Badge tone={subscriptionStatusTone(s.status)}>{formatSubscriptionStatus(s.status)}</Badge>
          </div>
          <p className="text-sm text-zinc-600">
            {formatPrice(s.plan.priceMonthlyCents)} per month · {formatNumber(s.plan.monthlyCredits)} credits per month
          </p>
          <p className="text-sm font-medium text-zinc-900" data-testid="plan-period">
            {periodLine(s)}
          </p>
          <div className="flex flex-wrap gap-3">
            {s.cancelAtPeriodEnd ? (
              <Button loading={busy} onClick={() => void act({ type: "resume" })}>
                Resume plan
              </Button>
            ) : (
              <Button variant="outline" disabled={busy} onClick={() => setConfirmCancel(true)}>
                Cancel plan
              </Button>
            )}
          </div>
          {otherPlans.length > 0 ? (
            <div className="border-t border-zinc-100 pt-4">
              <h3 className="text-sm font-semibold text-zinc-900">Change plan</h3>
              <ul className="mt-3 space-y-2">
                {otherPlans.map((plan) => (
                  <li
                    key={plan.id}
                    className="flex items-center justify-between gap-3 rounded-lg border border-zinc-200 px-4 py-3 text-sm"
                  >
                    <span>
                      <span className="font-medium text-zinc-900">{plan.name}</span> ·{" "}
                      {formatPrice(plan.priceMonthlyCents)}/month · {formatNumber(plan.monthlyCredits)} credits
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => void act({ type: "plan", planId: plan.id })}
                    >
                      Switch
                    </Button>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-zinc-500">
                A plan change applies at once; the new allowance is available right away.
              </p>
            </div>
          ) : (
            <p className="border-t border-zinc-100 pt-4 text-xs text-zinc-500">
              This is the only paid plan for this account. To move to {fallback}, cancel: the plan runs to the end of
              the period.
            </p>
          )}
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          <p className="text-lg font-semibold text-zinc-900">No active subscription</p>
          {s ? (
            <p className="text-sm text-zinc-600">
              Goji {s.plan.name} · {formatSubscriptionStatus(s.status)} · {periodLine(s)}
            </p>
          ) : null}
          <p className="text-sm text-zinc-600">This account is on {fallback}.</p>
          <a href="/pricing" className={buttonClasses("primary", "md")}>
            See plans
          </a>
        </div>
      )}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel your plan?"
        message={
          s
            ? `Goji ${s.plan.name} stays active until ${formatShortDate(s.currentPeriodEnd)}. After that this account moves to ${fallback}. You can resume any time before then.`
            : ""
        }
        confirmLabel="Cancel plan"
        cancelLabel="Keep plan"
        onConfirm={async () => {
          await act({ type: "cancel" });
        }}
      />
    </section>
  );
}
