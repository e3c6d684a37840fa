/**
 * The built-in local billing provider (test mode): its test cards, request bodies and page data.
 * Like Stripe's test mode it never sees a real card; the numbers below decide what a charge does.
 */
export type CardBehavior = "succeeds" | "declines_renewals" | "declined";

export const TEST_CARDS: ReadonlyArray<{ number: string; brand: string; behavior: CardBehavior; description: string }> =
  [
    { number: "4242424242424242", brand: "Visa", behavior: "succeeds", description: "Payment succeeds" },
    { number: "5555555555554444", brand: "Mastercard", behavior: "succeeds", description: "Payment succeeds" },
    {
      number: "4000000000000341",
      brand: "Visa",
      behavior: "declines_renewals",
      description: "First payment succeeds, renewals are declined",
    },
    { number: "4000000000000002", brand: "Visa", behavior: "declined", description: "Card declined" },
  ];

export const findTestCard = (number: string) => TEST_CARDS.find((card) => card.number === number.replace(/[\s-]/g, ""));

/** A card as the pages send it (validated by localCardBody in local-billing-schemas.ts). */
export interface LocalCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string | undefined;
}

export interface LocalPlanView {
  id: string;
  name: string;
  priceMonthlyCents: number;
  monthlyCredits: number;
}

export interface LocalCheckoutView {
  id: string;
  status: "open" | "complete" | "expired";
  plan: LocalPlanView;
  /** 'Personal account' or the studio's name. */
  accountLabel: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
}

export interface LocalCardView {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface LocalInvoiceView {
  id: string;
  number: string;
  planName: string;
  amountCents: number;
  status: "paid" | "open";
  periodStart: string;
  periodEnd: string;
  createdAt: string;
}

export interface LocalSubscriptionView {
  id: string;
  plan: LocalPlanView;
  status: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  endedAt: string | null;
}

export interface LocalPortalView {
  returnUrl: string;
  /** Whose billing this is: a person's (falls back to Free) or a studio's (falls back to no credits). */
  audience: "personal" | "studio";
  accountLabel: string;
  email: string;
  card: LocalCardView | null;
  /** The customer's current subscription (the newest one not yet ended), or null. */
  subscription: LocalSubscriptionView | null;
  /** Paid plans this account may switch to (its audience). */
  plans: LocalPlanView[];
  invoices: LocalInvoiceView[];
  /** Whether the renewal / failed-payment simulators are available (never in production). */
  simulationsEnabled: boolean;
}
