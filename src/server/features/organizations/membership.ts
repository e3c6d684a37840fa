import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { member } from "../../db/schema/index.ts";
import { rolesAllow, type OrgAction, type OrgResource } from "../../../shared/org-roles.ts";
import { notAllowedMessage, STUDIO_NOT_FOUND } from "../../../shared/studio-rules.ts";

export type Membership = typeof member.$inferSelect;

/** One permission of the role table, e.g. `["member", "update"]`. */
export type StudioPermission = { [R in OrgResource]: [R, OrgAction<R>] }[OrgResource];
/** What a studio request needs: membership alone, or a permission one of the caller's roles grants. */
export type StudioRequirement = "membership" | StudioPermission;

export async function findMembership(db: Db | Tx, userId: string, organizationId: string): Promise<Membership | null> {
  const [row] = await db
    .select()
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)));
  return row ?? null;
}

export type StudioAccess =
  { granted: true; membership: Membership } | { granted: false; status: "not_found" | "forbidden"; message: string };

/**
 * The one access decision for studio requests, made before any handler runs (studio-route.ts for our API,
 * studio-policy.ts for better-auth's). A studio the caller is not in is answered like a missing one.
 */
export async function decideStudioAccess(
  db: Db,
  userId: string,
  organizationId: string,
  requirement: StudioRequirement,
): Promise<StudioAccess> {
  const membership = await findMembership(db, userId, organizationId);
  if (!membership) return { granted: false, status: "not_found", message: STUDIO_NOT_FOUND };
  if (requirement !== "membership") {
    const [resource, action] = requirement;
    if (!rolesAllow(membership.role, resource, action as never))
      return { granted: false, status: "forbidden", message: notAllowedMessage(resource) };
  }
  return { granted: true, membership };
}
