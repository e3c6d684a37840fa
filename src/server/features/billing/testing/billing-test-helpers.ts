import { eq } from "drizzle-orm";
import { billingCustomer, billingSubscription, creditPool } from "../../../db/schema/index.ts";
import { createSignedInUser, request } from "../../../test-utils/auth-helpers.ts";
import type { TestApp } from "../../../test-utils/test-app.ts";
import { getPersonalPool, getStudioPool } from "../../credits/pools.ts";

export type TestUser = Awaited<ReturnType<typeof createSignedInUser>>;

let studioCounter = 0;

/** A studio owned by `owner`, made through better-auth's own API as the app does. */
export async function createStudio(t: TestApp, owner: TestUser, name = "Pixel Forge"): Promise<string> {
  studioCounter += 1;
  const slug = `studio-${Date.now().toString(36)}-${studioCounter}`;
  const created = await t.services.auth.api.createOrganization({
    body: { name, slug },
    headers: new Headers({ cookie: owner.cookie }),
  });
  if (!created) throw new Error("createOrganization returned nothing");
  return created.id;
}

export async function addStudioMember(t: TestApp, organizationId: string, userId: string, role: "admin" | "member") {
  await t.services.auth.api.addMember({ body: { organizationId, userId, role } });
}

/** The pool as the app sees it (created on first use, like every reader does). */
export const personalPool = (t: TestApp, userId: string) => getPersonalPool(t.database.db, userId);
export const studioPool = (t: TestApp, organizationId: string) => getStudioPool(t.database.db, organizationId);

export async function customerIdOf(t: TestApp, owner: { userId?: string; organizationId?: string }) {
  const where = owner.userId
    ? eq(billingCustomer.userId, owner.userId)
    : eq(billingCustomer.organizationId, owner.organizationId ?? "");
  const [row] = await t.database.db.select().from(billingCustomer).where(where);
  if (!row) throw new Error("no billing customer yet");
  return row.customerId;
}

export async function storedSubscriptions(t: TestApp, userId: string) {
  return t.database.db.select().from(billingSubscription).where(eq(billingSubscription.userId, userId));
}

export async function accountSubscription(t: TestApp, user: TestUser) {
  const res = await request(t, "/api/account/details", { cookie: user.cookie });
  return ((await res.json()) as { subscription: Record<string, unknown> }).subscription;
}

export async function setPoolUsage(t: TestApp, poolId: string, used: number) {
  await t.database.db.update(creditPool).set({ used }).where(eq(creditPool.id, poolId));
}

export { createSignedInUser, request };
