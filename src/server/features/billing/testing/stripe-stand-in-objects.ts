/** The subscriptions and invoices a test sets on the Stripe stand-in, and the Stripe API objects they answer as. */
export interface StandInSubscription {
  id: string;
  customer: string;
  price: string;
  status: string;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
  cancelAt?: Date | null;
  endedAt?: Date | null;
  created: Date;
}

export interface StandInInvoice {
  id: string;
  customer: string;
  number: string;
  status: string;
  total: number;
  periodStart: Date;
  periodEnd: Date;
  created: Date;
}

export const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export function subscriptionJson(s: StandInSubscription) {
  return {
    id: s.id,
    object: "subscription",
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    cancel_at: s.cancelAt ? unix(s.cancelAt) : null,
    ended_at: s.endedAt ? unix(s.endedAt) : null,
    created: unix(s.created),
    start_date: unix(s.created),
    metadata: {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${s.id}`,
          object: "subscription_item",
          price: { id: s.price, object: "price" },
          current_period_start: unix(s.periodStart),
          current_period_end: unix(s.periodEnd),
        },
      ],
    },
  };
}

export function invoiceJson(invoice: StandInInvoice) {
  return {
    id: invoice.id,
    object: "invoice",
    customer: invoice.customer,
    number: invoice.number,
    status: invoice.status,
    total: invoice.total,
    currency: "usd",
    period_start: unix(invoice.periodStart),
    period_end: unix(invoice.periodEnd),
    created: unix(invoice.created),
  };
}
