import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { billingCustomer, billingSubscription, localBillingCustomer } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { BillingProviderError, type BillingOwner } from "./billing-provider.ts";
import { findCustomerId } from "./customers.ts";
import { syncSubscription, type SyncDeps } from "./subscription-sync.ts";

const ENDED = new Set(["canceled", "incomplete_expired"]);

/**
 * Ends every live subscription of the owner at the provider now (account or studio deletion), then
 * stores what the provider says. The provider is asked, not our copy, so a subscription whose webhook
 * never arrived is cancelled too; running it again finds nothing left to cancel. A provider that cannot
 * be reached stops the deletion before anything else changed: nobody is deleted while still charged.
 */
export async function cancelOwnerSubscriptions(deps: SyncDeps, owner: BillingOwner): Promise<string[]> {
  const customerId = await findCustomerId(deps.db, deps.provider.kind, owner);
  if (!customerId) return [];
  try {
    const live = (await deps.provider.listSubscriptions(customerId)).filter((s) => !s.endedAt && !ENDED.has(s.status));
    for (const subscription of live) {
      await deps.provider.cancelSubscriptionNow(subscription.id);
      await syncSubscription(deps, subscription.id);
    }
    return live.map((s) => s.id);
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    deps.logger?.error("cancelling subscriptions for a deletion failed", { owner, error: error.message });
    throw new AppError(
      "unavailable",
      "The payment provider is not reachable right now, so the subscription could not be canceled. Nothing was deleted. Please try again in a minute.",
    );
  }
}

/**
 * The owner's billing history stays for accounting under the pseudonym: our copy of its customers and
 * subscriptions (plans, statuses, periods), and the local provider's invoices (amounts, dates), whose
 * customer record loses its name, e-mail and card details.
 */
export async function pseudonymiseOwnerBilling(tx: Tx, owner: BillingOwner, pseudonym: string): Promise<void> {
  const customers = await tx
    .select({ provider: billingCustomer.provider, customerId: billingCustomer.customerId })
    .from(billingCustomer)
    .where(eq(owner.kind === "user" ? billingCustomer.userId : billingCustomer.organizationId, owner.id));
  const localIds = customers.filter((c) => c.provider === "local").map((c) => c.customerId);
  if (localIds.length > 0) {
    await tx
      .update(localBillingCustomer)
      .set({
        email: `${pseudonym}@erased.invalid`,
        name: "Deleted account",
        cardBrand: null,
        cardLast4: null,
        cardExpMonth: null,
        cardExpYear: null,
      })
      .where(inArray(localBillingCustomer.id, localIds));
  }
  if (owner.kind === "user") {
    await tx.update(billingCustomer).set({ userId: pseudonym }).where(eq(billingCustomer.userId, owner.id));
    await tx.update(billingSubscription).set({ userId: pseudonym }).where(eq(billingSubscription.userId, owner.id));
  } else {
    await tx
      .update(billingCustomer)
      .set({ organizationId: pseudonym })
      .where(eq(billingCustomer.organizationId, owner.id));
    await tx
      .update(billingSubscription)
      .set({ organizationId: pseudonym })
      .where(eq(billingSubscription.organizationId, owner.id));
  }
}
