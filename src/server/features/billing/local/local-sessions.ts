import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { localBillingSession, organization } from "../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import type { BillingOwner } from "../billing-provider.ts";
import type { StudioLocator } from "../../organizations/studio-route.ts";
import { findOwnerByCustomer } from "../customers.ts";

export type LocalSession = typeof localBillingSession.$inferSelect;

/**
 * A local checkout or portal session, for the user who opened it only: anyone else (or a wrong id)
 * gets the same 404, so ids cannot be probed. That the user still manages a studio's billing (a role can
 * change while a portal link is open) is checked before, by the routes' studioRoute (`portalSessionStudio`).
 */
export async function loadLocalSession(
  db: Db,
  input: { sessionId: string; kind: "checkout" | "portal"; userId: string; now: Date },
) {
  const [session] = await db.select().from(localBillingSession).where(eq(localBillingSession.id, input.sessionId));
  const label = input.kind === "checkout" ? "checkout" : "billing portal";
  if (!session || session.kind !== input.kind || session.userId !== input.userId) {
    throw new AppError("not_found", `This ${label} link is not valid.`);
  }
  const owner = await findOwnerByCustomer(db, "local", session.customerId);
  if (!owner) throw new AppError("not_found", `This ${label} link is not valid.`);
  if (input.kind === "portal" && session.expiresAt <= input.now) {
    throw new AppError("not_found", "This billing portal link has expired. Open Manage Subscription again.");
  }
  return { session, owner, accountLabel: await accountLabelOf(db, owner) };
}

/** The studio whose billing a portal link (`:sessionId`) manages; null for a personal account or a bad id. */
export function portalSessionStudio(db: Db): StudioLocator {
  return async (c) => {
    const [session] = await db
      .select({ customerId: localBillingSession.customerId })
      .from(localBillingSession)
      .where(eq(localBillingSession.id, c.req.param("sessionId") ?? ""));
    const owner = session ? await findOwnerByCustomer(db, "local", session.customerId) : null;
    return owner?.kind === "organization" ? owner.id : null;
  };
}

async function accountLabelOf(db: Db, owner: BillingOwner): Promise<string> {
  if (owner.kind === "user") return "Personal account";
  const [studio] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, owner.id));
  return studio ? `${studio.name} (studio)` : "Studio";
}
