import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { member, organization } from "../../db/schema/index.ts";
import { requirePermission } from "../organizations/membership.ts";
import { isOwnerOrAdmin } from "../../../shared/org-roles.ts";

/**
 * Studio billing is for owners and admins (spec §6): the people the role table lets update the
 * studio. Someone outside the studio gets the same 404 as for a missing one; a plain member the
 * spec's 403 text (both from requirePermission).
 */
export async function requireStudioBillingAccess(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<{ name: string; role: string }> {
  const membership = await requirePermission(db, userId, organizationId, "organization", "update");
  const [studio] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  return { name: studio?.name ?? "", role: membership.role };
}

/** The studios whose billing the user manages (owner or admin). */
export async function listManagedStudioIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: member.organizationId, role: member.role })
    .from(member)
    .where(eq(member.userId, userId));
  return rows.filter((row) => isOwnerOrAdmin(row.role)).map((row) => row.id);
}
