import type { AccountDetails } from "./account.ts";
import type { PlanId } from "./plans.ts";

/** Billing shapes and rules shared by the server and the web app (request schemas: billing-schemas.ts). */

/** Stripe's subscription statuses, which we keep as they are. */
export type SubscriptionStatus =
  "incomplete" | "incomplete_expired" | "trialing" | "active" | "past_due" | "canceled" | "unpaid" | "paused";

/** Statuses under which the plan's credits apply; past_due keeps them while the provider retries. */
export const ENTITLING_STATUSES: readonly string[] = ["trialing", "active", "past_due"];

export const NO_SUBSCRIPTION_STATUS = "Inactive";

/**
 * The personal card's numbers (docs/product.md#entities). `paidPeriod` is present only while a plan is paid for: when
 * it ends and whether it is set to cancel then (the card shows "Cancels on …" instead of a next date).
 */
export interface SubscriptionSummary extends Readonly<AccountDetails["subscription"]> {
  paidPeriod?: { start: string; end: string; cancelAtPeriodEnd: boolean };
}

export type UsageWarningLevel = 80 | 100 | null;

/** GET /api/organization/:id/billing — the studio Billing tab. */
export interface OrganizationBilling {
  organizationId: string;
  /** 'studio' while subscribed, else null. */
  planId: PlanId | null;
  planName: string;
  status: string;
  credits: { used: number; total: number };
  /** Start/end of the pool's current cycle (ISO). */
  cycleStart: string;
  cycleEnd: string;
  /** Present only while the studio plan is paid for, as on the personal card. */
  paidPeriod: { start: string; end: string; cancelAtPeriodEnd: boolean } | null;
  warningLevel: UsageWarningLevel;
}

export interface CheckoutResponse {
  url: string;
}
export interface PortalResponse {
  url: string;
}
export interface SyncResponse {
  synced: number;
  subscription: SubscriptionSummary;
}

/** The highest usage threshold reached (80 % or 100 %), or null. */
export function usageWarningLevel(used: number, total: number): UsageWarningLevel {
  if (total <= 0) return null;
  if (used >= total) return 100;
  if (used * 100 >= total * 80) return 80;
  return null;
}

/** How a status reads on a badge: words, never the provider's raw value. */
const STATUS_WORDS: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Past due",
  canceled: "Canceled",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
  paused: "Paused",
};

/** 'past_due' → 'Past due', 'incomplete_expired' → 'Expired'; 'Inactive' and unknown values read as words too. */
export function formatSubscriptionStatus(status: string): string {
  const known = STATUS_WORDS[status.toLowerCase()];
  if (known) return known;
  const words = status.replace(/_/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a status badge reads at a glance: good, needs attention, ended, or nothing to say. */
export function subscriptionStatusTone(status: string): "success" | "warning" | "danger" | "neutral" {
  const s = status.toLowerCase();
  if (s === "active" || s === "trialing") return "success";
  if (s === "past_due" || s === "incomplete" || s === "unpaid") return "warning";
  if (s === "canceled" || s === "incomplete_expired") return "danger";
  return "neutral";
}

export const isEntitling = (status: string) => ENTITLING_STATUSES.includes(status);
