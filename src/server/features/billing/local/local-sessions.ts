import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { localBillingSession, organization } from "../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import type { BillingOwner } from "../billing-provider.ts";
import { findOwnerByCustomer } from "../customers.ts";
import { requireStudioBillingAccess } from "../studio-access.ts";

export type LocalSession = typeof localBillingSession.$inferSelect;

/**
 * A local checkout or portal session, for the user who opened it only: anyone else (or a wrong id)
 * gets the same 404, so ids cannot be probed. Portal sessions re-check that the user still manages
 * the studio, because a role can change while the link is open.
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
  if (input.kind === "portal" && owner.kind === "organization")
    await requireStudioBillingAccess(db, input.userId, owner.id);
  return { session, owner, accountLabel: await accountLabelOf(db, owner) };
}

async function accountLabelOf(db: Db, owner: BillingOwner): Promise<string> {
  if (owner.kind === "user") return "Personal account";
  const [studio] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, owner.id));
  return studio ? `${studio.name} (studio)` : "Studio";
}
