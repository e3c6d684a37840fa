import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { member } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { rolesAllow, type OrgAction, type OrgResource } from "../../../shared/org-roles.ts";

export type Membership = typeof member.$inferSelect;

export const STUDIO_NOT_FOUND = "Studio not found.";
export const notAllowedMessage = (resource: OrgResource) => `You are not allowed to access resource: ${resource}`;

export async function findMembership(db: Db | Tx, userId: string, organizationId: string): Promise<Membership | null> {
  const [row] = await db
    .select()
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)));
  return row ?? null;
}

/** The caller's membership; a studio they are not in is answered like a missing one (404). */
export async function requireMembership(db: Db | Tx, userId: string, organizationId: string): Promise<Membership> {
  const membership = await findMembership(db, userId, organizationId);
  if (!membership) throw new AppError("not_found", STUDIO_NOT_FOUND);
  return membership;
}

/** Membership plus one permission of spec §6 (any of the member's roles may grant it). */
export async function requirePermission<R extends OrgResource>(
  db: Db | Tx,
  userId: string,
  organizationId: string,
  resource: R,
  action: OrgAction<R>,
): Promise<Membership> {
  const membership = await requireMembership(db, userId, organizationId);
  if (!rolesAllow(membership.role, resource, action)) throw new AppError("forbidden", notAllowedMessage(resource));
  return membership;
}
