import type { Db } from "../../../db/client.ts";
import type { Logger } from "../../../lib/logger.ts";
import type { BillingProvider } from "../billing-provider.ts";
import { syncSubscription } from "../subscription-sync.ts";
import { listDueSubscriptionIds } from "./local-lifecycle.ts";

const MINUTE = 60_000;

/**
 * Stripe renews subscriptions on its own clock and tells us by webhook; this is the local provider's
 * equivalent. Once a minute it syncs every subscription whose period has ended, and the sync's read
 * renews, ends or marks it past_due first. Several instances may tick at once: the row lock in
 * advanceIfDue lets one of them act and the others read the result.
 */
export function startLocalRenewalClock(
  deps: { db: Db; provider: BillingProvider; logger: Logger },
  intervalMs = MINUTE,
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const id of await listDueSubscriptionIds(deps.db, new Date())) await syncSubscription(deps, id);
    } catch (error) {
      deps.logger.error("local billing renewal failed", { error: String(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
