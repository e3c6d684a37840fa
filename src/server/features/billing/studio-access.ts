import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { member, organization } from "../../db/schema/index.ts";
import { rolesAllow } from "../../../shared/org-roles.ts";
import type { StudioContext } from "../organizations/studio-route.ts";

/**
 * Studio billing is for owners and admins (docs/permissions.md): the people the role table lets update the
 * studio. Routes check it with `studioRoute(db, STUDIO_BILLING)` before any billing code runs.
 */
export const STUDIO_BILLING = ["organization", "update"] as const satisfies ["organization", "update"];

/** The authorised studio's name, for the provider's customer record. */
export async function studioBillingName(db: Db, studio: StudioContext): Promise<string> {
  const [row] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, studio.organizationId));
  return row?.name ?? "";
}

/** The studios whose billing the user manages (owner or admin). */
export async function listManagedStudioIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: member.organizationId, role: member.role })
    .from(member)
    .where(eq(member.userId, userId));
  return rows.filter((row) => rolesAllow(row.role, ...STUDIO_BILLING)).map((row) => row.id);
}
