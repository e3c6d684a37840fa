import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { organization } from "../../db/schema/index.ts";
import type { OrganizationDetails } from "../../../shared/organizations.ts";
import { getOrganizationBilling } from "../billing/organization-billing.ts";

/** Organization details (docs/product.md#entities): pool credits and usage, plan and subscription status. */
export async function getStudioDetails(db: Db, organizationId: string): Promise<OrganizationDetails | null> {
  const [studio] = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  if (!studio) return null;
  const billing = await getOrganizationBilling(db, organizationId);
  return {
    id: studio.id,
    name: studio.name,
    credits: billing.credits.total,
    totalCreditsUsed: billing.credits.used,
    activePlanId: billing.planId,
    subscriptionStatus: billing.status,
  };
}
