import { z } from "zod";

/** Shapes of the studio product API (spec §3, §7). */
export interface OrganizationListItem { id: string; name: string; logo: string | null }

export interface OrganizationDetails {
  id: string;
  name: string;
  /** The pool's total credits this cycle. */
  credits: number;
  activePlanId: string | null;
  subscriptionStatus: string;
  totalCreditsUsed: number;
}

export interface OrganizationMember {
  memberId: string;
  userId: string;
  name: string;
  email: string;
  avatar: string | null;
  role: string;
  joinedAt: string;
  creditAllocation: number | null;
  teams: Array<{ id: string; name: string }>;
}

export interface OrganizationInvitation { id: string; email: string; role: string; createdAt: string; expiresAt: string }

export interface InvitationSummary {
  id: string;
  organizationId: string;
  organizationName: string;
  organizationLogo: string | null;
  inviterName: string;
  email: string;
  role: string;
  status: "pending" | "accepted" | "rejected" | "canceled" | "expired";
  expiresAt: string;
}

export interface AuditEvent {
  id: string;
  action: string;
  actorUserId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  targetUserId: string | null;
  targetEmail: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export const createStudioBody = z
  .object({
    name: z.string().trim().min(2, "Studio name must be at least 2 characters.").max(60, "Studio name must be at most 60 characters.").optional(),
    logo: z.url("Logo must be a URL.").max(500).refine((value) => value.startsWith("https://"), "Logo must be an https:// URL.").optional(),
  })
  .strict();

export const studioIdParam = z.object({ id: z.string().min(1).max(100) });
export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.iso.datetime().optional(),
});
