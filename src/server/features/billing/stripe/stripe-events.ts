import type Stripe from "stripe";

/**
 * Which subscription a Stripe event is about. Only the id is taken from the payload; the handler
 * re-reads the subscription itself. Events about nothing we bill (null) are acknowledged and dropped.
 */
export function subscriptionIdOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith("customer.subscription.")) return typeof object.id === "string" ? object.id : null;
  if (event.type.startsWith("checkout.session.")) return idOf(object.subscription);
  if (event.type.startsWith("invoice.")) {
    // Since API 2025-03-31 the invoice names its subscription under parent.subscription_details.
    const parent = object.parent as { subscription_details?: { subscription?: unknown } | null } | null | undefined;
    return idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
  }
  return null;
}

function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string")
    return (value as { id: string }).id;
  return null;
}
