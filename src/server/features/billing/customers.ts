import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { billingCustomer } from "../../db/schema/index.ts";
import type { BillingOwner, BillingProvider, ProviderKind } from "./billing-provider.ts";

type Executor = Db | Tx;

const ownerColumn = (owner: BillingOwner) =>
  owner.kind === "user" ? billingCustomer.userId : billingCustomer.organizationId;

export async function findCustomerId(
  db: Executor,
  provider: ProviderKind,
  owner: BillingOwner,
): Promise<string | null> {
  const [row] = await db
    .select({ customerId: billingCustomer.customerId })
    .from(billingCustomer)
    .where(and(eq(billingCustomer.provider, provider), eq(ownerColumn(owner), owner.id)));
  return row?.customerId ?? null;
}

/**
 * The owner's provider customer, created on first need. Two first requests may race: both create a
 * customer at the provider, the unique index keeps one, and both use the one that was kept.
 */
export async function ensureCustomer(
  db: Db,
  provider: BillingProvider,
  owner: BillingOwner,
  contact: { email: string; name: string },
): Promise<string> {
  const existing = await findCustomerId(db, provider.kind, owner);
  if (existing) return existing;
  const customerId = await provider.createCustomer({ owner, ...contact });
  await db
    .insert(billingCustomer)
    .values({
      provider: provider.kind,
      customerId,
      userId: owner.kind === "user" ? owner.id : null,
      organizationId: owner.kind === "organization" ? owner.id : null,
    })
    .onConflictDoNothing();
  const kept = await findCustomerId(db, provider.kind, owner);
  if (!kept) throw new Error("billing customer vanished right after creation");
  return kept;
}

/** Whose customer this is; null for customers we did not create (ignored by the sync). */
export async function findOwnerByCustomer(
  db: Executor,
  provider: ProviderKind,
  customerId: string,
): Promise<BillingOwner | null> {
  const [row] = await db
    .select({ userId: billingCustomer.userId, organizationId: billingCustomer.organizationId })
    .from(billingCustomer)
    .where(and(eq(billingCustomer.provider, provider), eq(billingCustomer.customerId, customerId)));
  if (row?.userId) return { kind: "user", id: row.userId };
  if (row?.organizationId) return { kind: "organization", id: row.organizationId };
  return null;
}
