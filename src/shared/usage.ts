import { z } from "zod";

/** Usage data behind the studio Usage tab and the personal usage chart (docs/product.md#screens, docs/product.md#constants). */
export const USAGE_CHART_DAYS = 30;

export const allocationBody = z.object({
  creditAllocation: z
    .number({ error: "must be a whole number or null" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(1_000_000_000)
    .nullable(),
});
export type AllocationBody = z.infer<typeof allocationBody>;

/** Credits spent per day (UTC) over the last 30 days, oldest first; one series per person. */
export interface DailyUsage {
  days: string[];
  series: Array<{ userId: string; name: string; values: number[] }>;
}

export interface StudioUsageMember {
  memberId: string;
  userId: string;
  name: string;
  email: string;
  role: string;
  creditAllocation: number | null;
  usedThisCycle: number;
}

export interface StudioUsage {
  organizationId: string;
  cycleStart: string;
  cycleEnd: string;
  pool: { total: number; used: number; allocated: number; unallocated: number; sharedUsed: number };
  /** Owners and admins see every member; a member sees only their own line. */
  canManage: boolean;
  members: StudioUsageMember[];
  daily: DailyUsage;
}

export interface PersonalUsage {
  cycleStart: string;
  cycleEnd: string;
  used: number;
  total: number;
  daily: DailyUsage;
}

export interface AllocationResponse {
  memberId: string;
  creditAllocation: number | null;
  pool: StudioUsage["pool"];
}

/** 'x / total' as a percent to one decimal (docs/product.md#constants); 0 when the total is 0. */
export function formatPercent(part: number, total: number): string {
  if (total <= 0) return "0.0%";
  return `${((part / total) * 100).toFixed(1)}%`;
}
