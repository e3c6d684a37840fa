import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { member, organization } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { isOwnerOrAdmin } from "../../../shared/org-roles.ts";

/**
 * Studio billing is for owners and admins (spec §6). Someone outside the studio gets the same 404 as
 * for a studio that does not exist (DESIGN.md §7); a plain member gets the spec's 403 text.
 */
export async function requireStudioBillingAccess(db: Db, userId: string, organizationId: string): Promise<{ name: string; role: string }> {
  const [row] = await db
    .select({ name: organization.name, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)));
  if (!row) throw new AppError("not_found", "Studio not found.");
  if (!isOwnerOrAdmin(row.role)) throw new AppError("forbidden", "You are not allowed to access resource: organization");
  return row;
}

/** The studios whose billing the user manages (owner or admin). */
export async function listManagedStudioIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: member.organizationId, role: member.role }).from(member).where(eq(member.userId, userId));
  return rows.filter((row) => isOwnerOrAdmin(row.role)).map((row) => row.id);
}
