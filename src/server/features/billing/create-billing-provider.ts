import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { BillingProvider } from "./billing-provider.ts";
import { createLocalProvider } from "./local/local-provider.ts";
import { startLocalRenewalClock } from "./local/local-renewal-clock.ts";
import { createStripeProvider } from "./stripe/stripe-provider.ts";

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in local provider with its renewal clock. */
export function createBillingProvider(config: Config, db: Db, logger: Logger): BillingProvider {
  if (config.stripe) return createStripeProvider(config.stripe);
  if (config.isProduction) {
    logger.warn("billing runs on the built-in local provider (test mode): set STRIPE_SECRET_KEY to take real payments");
  }
  const provider = createLocalProvider(db, config.baseUrl);
  const clock = startLocalRenewalClock({ db, provider, logger });
  return { ...provider, close: () => clock.stop() };
}
