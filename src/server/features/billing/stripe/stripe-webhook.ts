import { and, eq } from "drizzle-orm";
import { billingWebhookEvent } from "../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { WebhookPayloadError, WebhookSignatureError } from "../billing-provider.ts";
import { syncCustomer, syncSubscription, type SyncDeps } from "../subscription-sync.ts";

/**
 * POST /api/billing/stripe/webhook (docs/architecture.md#security-rules-that-hold-everywhere): the signature is checked on the raw body; each
 * event id is claimed once, so a redelivery has no second effect; the subscription is re-read from
 * Stripe rather than taken from the payload, so duplicated or out-of-order events converge. When the
 * re-read fails the claim is released and we answer 503, and Stripe delivers the event again.
 */
export async function handleStripeWebhook(
  deps: SyncDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<{ duplicate: boolean }> {
  let event;
  try {
    event = await deps.provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError || error instanceof WebhookPayloadError)
      throw new AppError("bad_request", error.message);
    throw error;
  }

  const claimed = await deps.db
    .insert(billingWebhookEvent)
    .values({ provider: deps.provider.kind, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: billingWebhookEvent.eventId });
  if (claimed.length === 0) return { duplicate: true };

  try {
    if (event.subscriptionId) await syncSubscription(deps, event.subscriptionId);
    else if (event.type === "checkout.session.completed" && event.customerId)
      await syncCustomer(deps, event.customerId);
  } catch (error) {
    await deps.db
      .delete(billingWebhookEvent)
      .where(and(eq(billingWebhookEvent.provider, deps.provider.kind), eq(billingWebhookEvent.eventId, event.id)));
    deps.logger?.error("stripe webhook: sync failed, Stripe will retry", {
      eventId: event.id,
      type: event.type,
      error: String(error),
    });
    throw new AppError("unavailable", "Could not process the event right now.");
  }
  return { duplicate: false };
}
