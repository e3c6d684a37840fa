import { z } from "zod";

/**
 * Contracts of the site administration API (/api/admin/*) and the rules the admin hooks add to
 * better-auth's /api/auth/admin/* endpoints. The web app imports only the types and constants.
 */

export const SITE_ROLES = ["admin", "user"] as const;
export type SiteRole = (typeof SITE_ROLES)[number];

export const REASON_MIN = 3;
export const REASON_MAX = 500;
/** Longest ban with an end date; longer means "no end" (banExpiresIn omitted). */
export const BAN_MAX_SECONDS = 5 * 365 * 24 * 60 * 60;
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_USER_PAGE_SIZE = 25;

const reason = z
  .string({ error: "A reason is required." })
  .trim()
  .min(REASON_MIN, `Give a reason of at least ${REASON_MIN} characters.`)
  .max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters.`);

/** Impersonation and bans must say why: the reason goes to the audit log. */
export const reasonSchema = reason;
export const optionalReasonSchema = reason.optional();

const flag = z.enum(["true", "false"]).transform((value) => value === "true");

/** GET /api/admin/users — every parameter is an optional string in the URL. */
export const userListQuery = z.object({
  q: z.string().trim().max(100, "Search is limited to 100 characters.").optional(),
  role: z.enum(SITE_ROLES).optional(),
  banned: flag.optional(),
  verified: flag.optional(),
  sort: z.enum(["created", "email", "name"]).default("created"),
  dir: z.enum(["asc", "desc"]).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().refine((n) => (USER_PAGE_SIZES as readonly number[]).includes(n), "pageSize must be 10, 25, 50 or 100").default(DEFAULT_USER_PAGE_SIZE),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const auditLogQuery = z.object({
  userId: z.string().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const userIdParam = z.object({ userId: z.string().min(1).max(100) });
export const userSessionParam = userIdParam.extend({ sessionId: z.string().min(1).max(100) });
export const userApiKeyParam = userIdParam.extend({ keyId: z.string().min(1).max(100) });
export const optionalReasonBody = z.object({ reason: optionalReasonSchema }).default({});

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
