/**
 * Contracts of the site administration API (/api/admin/*): constants and response types. The zod
 * schemas are in admin-schemas.ts, so the web app's admin pages do not bundle zod for two constants.
 */

export const SITE_ROLES = ["admin", "user"] as const;
export type SiteRole = (typeof SITE_ROLES)[number];

export const REASON_MIN = 3;
export const REASON_MAX = 500;
/** Longest ban with an end date; longer means "no end" (banExpiresIn omitted). */
export const BAN_MAX_SECONDS = 5 * 365 * 24 * 60 * 60;
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_USER_PAGE_SIZE = 25;

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string;
  emailVerified: boolean;
  banned: boolean;
  banExpires: string | null;
  twoFactorEnabled: boolean;
  createdAt: string;
}

export interface AdminUserList {
  users: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface DailyPoint {
  /** UTC day, YYYY-MM-DD. */
  date: string;
  value: number;
}

export interface AdminOverview {
  users: { total: number; new7d: number; new30d: number; banned: number; admins: number };
  studios: number;
  subscriptions: Array<{ planId: string; planName: string; count: number }>;
  creditsUsedThisMonth: number;
  signupsPerDay: DailyPoint[];
  usagePerDay: DailyPoint[];
}

export interface AdminUserDetail {
  user: AdminUserRow & { banReason: string | null; updatedAt: string; hasPassword: boolean };
  studios: Array<{
    id: string;
    name: string;
    role: string;
    joinedAt: string;
    creditAllocation: number | null;
    planName: string;
    credits: { used: number; total: number } | null;
  }>;
  credits: { planName: string; used: number; total: number; cycleEnd: string | null };
  apiKeys: Array<{
    id: string;
    prefix: string;
    suffix: string;
    studioName: string | null;
    /** The device's name for a key minted by the plugin's browser sign-in; null for a manual key. */
    deviceName: string | null;
    kind: "manual" | "device";
    createdAt: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
  }>;
  sessions: Array<{
    id: string;
    createdAt: string;
    expiresAt: string;
    ipAddress: string | null;
    userAgent: string | null;
    impersonatedBy: string | null;
  }>;
}

export interface AuditEntry {
  id: string;
  action: string;
  actorId: string | null;
  actorEmail: string;
  targetUserId: string | null;
  targetEmail: string | null;
  reason: string | null;
  details: Record<string, unknown> | null;
  ipAddress: string | null;
  createdAt: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}
