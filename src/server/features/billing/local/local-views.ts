import type { Db } from "../../../db/client.ts";
import type { LocalCheckoutView, LocalPlanView, LocalPortalView } from "../../../../shared/local-billing.ts";
import { findPlan, plans } from "../../../../shared/plans.ts";
import type { BillingOwner } from "../billing-provider.ts";
import {
  findLiveLocalSubscription,
  findLocalCustomer,
  listLocalInvoices,
  listLocalSubscriptions,
} from "./local-records.ts";
import type { LocalSession } from "./local-sessions.ts";

/** What the local checkout and portal pages show, in the shapes of src/shared/local-billing.ts. */

export function planView(planId: string): LocalPlanView {
  const plan = findPlan(planId);
  return {
    id: planId,
    name: plan?.name ?? planId,
    priceMonthlyCents: plan?.priceMonthlyCents ?? 0,
    monthlyCredits: plan?.monthlyCredits ?? 0,
  };
}

export async function buildCheckoutView(
  db: Db,
  session: LocalSession,
  accountLabel: string,
  now: Date,
  cancelFallback: string,
): Promise<LocalCheckoutView> {
  const customer = await findLocalCustomer(db, session.customerId);
  const status = session.completedAt ? "complete" : session.expiresAt <= now ? "expired" : "open";
  return {
    id: session.id,
    status,
    plan: planView(session.planId ?? ""),
    accountLabel,
    email: customer?.email ?? "",
    successUrl: session.returnUrl,
    cancelUrl: session.cancelUrl ?? cancelFallback,
  };
}

export async function buildPortalView(
  db: Db,
  input: { session: LocalSession; owner: BillingOwner; accountLabel: string; simulationsEnabled: boolean },
): Promise<LocalPortalView> {
  const { session, owner } = input;
  const [customer, live, all, invoices] = await Promise.all([
    findLocalCustomer(db, session.customerId),
    findLiveLocalSubscription(db, session.customerId),
    listLocalSubscriptions(db, session.customerId),
    listLocalInvoices(db, session.customerId),
  ]);
  const shown = live ?? all[0] ?? null;
  const audience = owner.kind === "user" ? "personal" : "studio";
  return {
    returnUrl: session.returnUrl,
    audience,
    accountLabel: input.accountLabel,
    email: customer?.email ?? "",
    card: customer?.cardLast4
      ? {
          brand: customer.cardBrand ?? "Card",
          last4: customer.cardLast4,
          expMonth: customer.cardExpMonth ?? 0,
          expYear: customer.cardExpYear ?? 0,
        }
      : null,
    subscription: shown
      ? {
          id: shown.id,
          plan: planView(shown.planId),
          status: shown.status,
          currentPeriodStart: shown.currentPeriodStart.toISOString(),
          currentPeriodEnd: shown.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: shown.cancelAtPeriodEnd,
          endedAt: shown.endedAt?.toISOString() ?? null,
        }
      : null,
    plans: plans
      .filter((plan) => plan.audience === audience && plan.priceMonthlyCents > 0)
      .map((plan) => planView(plan.id)),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      planName: planView(invoice.planId).name,
      amountCents: invoice.amountCents,
      status: invoice.status === "paid" ? "paid" : "open",
      periodStart: invoice.periodStart.toISOString(),
      periodEnd: invoice.periodEnd.toISOString(),
      createdAt: invoice.createdAt.toISOString(),
    })),
    simulationsEnabled: input.simulationsEnabled,
  };
}
