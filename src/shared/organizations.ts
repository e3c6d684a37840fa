import { z } from "zod";
import { PLAIN_TEXT } from "./plain-text.ts";

/** Shapes of the studio product API (docs/product.md#entities, docs/api.md). */
export interface OrganizationListItem {
  id: string;
  name: string;
  logo: string | null;
}

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

export interface OrganizationInvitation {
  id: string;
  email: string;
  role: string;
  createdAt: string;
  expiresAt: string;
  /** Past its date and never answered: the link no longer works, and the address may be invited again. */
  expired: boolean;
}

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

/** A page of the studio audit trail, newest first; `nextCursor` (null on the last page) fetches older events. */
export interface AuditEventPage {
  entries: AuditEvent[];
  nextCursor: string | null;
}

export const STUDIO_NAME_MAX = 60;

/**
 * A studio name as it is stored: what better-auth's own organization endpoints receive is checked as is
 * (padding counts towards the limit, a tab at either end is refused).
 */
export const storedStudioName = z
  .string()
  .max(STUDIO_NAME_MAX, `Studio name must be at most ${STUDIO_NAME_MAX} characters.`)
  .regex(PLAIN_TEXT, "Studio name must be plain text, without control characters.")
  .refine((value) => value.trim().length >= 2, "Studio name must be at least 2 characters.");

export const TEAM_NAME_MAX = 60;

/** A team's name inside a studio, as stored (checked as sent, like a studio's). */
export const storedTeamName = z
  .string()
  .max(TEAM_NAME_MAX, `Team name must be at most ${TEAM_NAME_MAX} characters.`)
  .regex(PLAIN_TEXT, "Team name must be plain text, without control characters.")
  .refine((value) => value.trim().length >= 2, "Team name must be at least 2 characters.");

/** A studio name from our own form and endpoint: trimmed, then the same rules. */
export const studioName = z.string().trim().pipe(storedStudioName);

/** A logo is never an address sent in a request: it is uploaded once the studio exists (docs/decisions/041). */
export const LOGO_BY_UPLOAD_ONLY =
  "Upload the logo on the studio's Settings tab (PUT /api/organization/{id}/logo) instead of setting a URL.";

export const createStudioBody = z
  .object({
    name: studioName.optional(),
    logo: z.never({ error: LOGO_BY_UPLOAD_ONLY }).optional(),
  })
  .strict();

export const studioIdParam = z.object({ id: z.string().min(1).max(100) });
export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** The previous page's nextCursor (the same paging as the admin audit log). */
  cursor: z.string().max(200).optional(),
});
