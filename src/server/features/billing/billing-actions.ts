import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { findPlan } from "../../../shared/plans.ts";
import { BillingProviderError, type BillingOwner, type BillingProvider } from "./billing-provider.ts";
import { ensureCustomer, findCustomerId } from "./customers.ts";
import type { StudioContext } from "../organizations/studio-route.ts";
import { listManagedStudioIds, studioBillingName } from "./studio-access.ts";
import { listOwnerSubscriptions, pickEntitlingSubscription } from "./subscription-state.ts";
import { syncCustomer } from "./subscription-sync.ts";

export interface BillingDeps {
  db: Db;
  provider: BillingProvider;
  config: Pick<Config, "baseUrl" | "isProduction">;
  logger?: Logger | undefined;
}

export interface BillingUser {
  id: string;
  email: string;
  name: string;
}

/**
 * Where checkout sends people back: the account page syncs on `from=checkout` (docs/product.md#screens); a studio's
 * checkout, started from its Billing tab, returns to that tab.
 */
export const checkoutSuccessPath = (owner: BillingOwner) =>
  owner.kind === "organization" ? "/account?from=checkout&tab=billing" : "/account?from=checkout";

/**
 * Starts checkout for a paid plan: personal plans for the user, the studio plan for `studio`, one they manage
 * (authorised by the route).
 */
export async function startCheckout(
  deps: BillingDeps,
  user: BillingUser,
  input: { planId: string },
  studio: StudioContext | null,
) {
  const plan = findPlan(input.planId);
  if (!plan) throw new AppError("unprocessable", "planId: Unknown plan.");
  if (plan.priceMonthlyCents === 0) throw new AppError("unprocessable", "planId: The Free plan needs no checkout.");

  let owner: BillingOwner = { kind: "user", id: user.id };
  let customerName = user.name || user.email;
  if (plan.audience === "studio") {
    if (!studio)
      throw new AppError("unprocessable", "organizationId: Choose the studio to subscribe to the Studio plan.");
    owner = { kind: "organization", id: studio.organizationId };
    customerName = await studioBillingName(deps.db, studio);
  } else if (studio) {
    throw new AppError(
      "unprocessable",
      `organizationId: The ${plan.name} plan is a personal plan; a studio subscribes to the Studio plan.`,
    );
  }

  if (pickEntitlingSubscription(await listOwnerSubscriptions(deps.db, owner))) {
    throw new AppError("conflict", "This account already has a subscription. Use Manage Subscription to change it.");
  }
  return withProvider(deps, async () => {
    const customerId = await ensureCustomer(deps.db, deps.provider, owner, { email: user.email, name: customerName });
    return deps.provider.createCheckoutSession({
      customerId,
      owner,
      planId: plan.id,
      userId: user.id,
      successUrl: `${deps.config.baseUrl}${checkoutSuccessPath(owner)}`,
      cancelUrl: `${deps.config.baseUrl}/pricing`,
    });
  });
}

/** Opens the provider's customer portal for the user, or for `studio`, one they manage (authorised by the route). */
export async function openPortal(
  deps: BillingDeps,
  user: BillingUser,
  input: { returnUrl: string },
  studio: StudioContext | null,
) {
  if (!allowedReturnOrigins(deps.config).includes(new URL(input.returnUrl).origin)) {
    throw new AppError("unprocessable", "returnUrl: must be a page of this site.");
  }
  let owner: BillingOwner = { kind: "user", id: user.id };
  let customerName = user.name || user.email;
  if (studio) {
    customerName = await studioBillingName(deps.db, studio);
    owner = { kind: "organization", id: studio.organizationId };
  }
  return withProvider(deps, async () => {
    const customerId = await ensureCustomer(deps.db, deps.provider, owner, { email: user.email, name: customerName });
    return deps.provider.createPortalSession({ customerId, userId: user.id, returnUrl: input.returnUrl });
  });
}

/**
 * POST /api/subscription/sync: re-reads from the provider the subscriptions of the user and of every
 * studio they manage. Used on the return from checkout, before the webhook may have arrived.
 */
export async function syncUserBilling(deps: BillingDeps, userId: string): Promise<number> {
  const owners: BillingOwner[] = [
    { kind: "user", id: userId },
    ...(await listManagedStudioIds(deps.db, userId)).map((id): BillingOwner => ({ kind: "organization", id })),
  ];
  let synced = 0;
  for (const owner of owners) {
    const customerId = await findCustomerId(deps.db, deps.provider.kind, owner);
    if (customerId) synced += await withProvider(deps, () => syncCustomer(deps, customerId));
  }
  return synced;
}

/** Same-origin return links only, so the portal cannot be used as an open redirect. */
function allowedReturnOrigins(config: BillingDeps["config"]): string[] {
  const origins = [new URL(config.baseUrl).origin];
  // The Vite dev server proxies /api, so pages there are ours too (as in better-auth's trustedOrigins).
  if (!config.isProduction) origins.push("http://localhost:5173", "http://127.0.0.1:5173");
  return origins;
}

/** A provider outage is a 503 with a clear message, never a 500 with a stack. */
async function withProvider<T>(deps: BillingDeps, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BillingProviderError) {
      deps.logger?.error("billing provider call failed", { error: error.message });
      throw new AppError(
        "unavailable",
        "The payment provider is not reachable right now. Please try again in a minute.",
      );
    }
    throw error;
  }
}
