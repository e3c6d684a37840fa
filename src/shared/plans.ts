/**
 * The plan catalogue: one source for the pricing page, the credit pools and billing.
 * Credits are "requests" in the plugin: one plugin action costs one or more credits.
 */
export type PlanId = "free" | "pro" | "studio";
export type PlanAudience = "personal" | "studio";

export interface Plan {
  id: PlanId;
  name: string;
  audience: PlanAudience;
  /** Price per month in US cents; 0 for free. */
  priceMonthlyCents: number;
  /** Credits per billing cycle (monthly). For the studio plan they form the shared pool. */
  monthlyCredits: number;
  tagline: string;
  features: string[];
}

export const plans: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    audience: "personal",
    priceMonthlyCents: 0,
    monthlyCredits: 200,
    tagline: "Try Goji in your own projects.",
    features: [
      "Credits renewed every month",
      "Personal API key",
      "Scene, script and shader assistance",
      "Community support",
    ],
  },
  {
    id: "pro",
    name: "Pro",
    audience: "personal",
    priceMonthlyCents: 1900,
    monthlyCredits: 5000,
    tagline: "For solo developers shipping every week.",
    features: [
      "Credits renewed every month",
      "Personal API key",
      "Priority model access",
      "Usage history and CSV export",
      "E-mail support",
    ],
  },
  {
    id: "studio",
    name: "Studio",
    audience: "studio",
    priceMonthlyCents: 9900,
    monthlyCredits: 30000,
    tagline: "One shared pool of credits for your whole team.",
    features: [
      "One pool of credits, renewed every month",
      "Unlimited members and teams",
      "Per-member credit allocations",
      "A studio API key for each member",
      "Roles, invitations and an audit trail",
      "Priority support",
    ],
  },
];

export const FREE_PLAN_ID: PlanId = "free";

export function findPlan(id: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

export function formatPrice(cents: number): string {
  return cents === 0 ? "$0" : `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}
