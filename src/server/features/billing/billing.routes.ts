import { Hono } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { requireSession } from "../../auth/session-middleware.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validate.ts";
import { checkoutBody, organizationIdParam, portalSessionBody } from "../../../shared/billing-schemas.ts";
import { openPortal, startCheckout, syncUserBilling, type BillingDeps } from "./billing-actions.ts";
import { localBillingRoutes } from "./local/local-billing.routes.ts";
import { getOrganizationBilling } from "./organization-billing.ts";
import { handleStripeWebhook } from "./stripe/stripe-webhook.ts";
import { studioFrom, studioOf, studioRoute } from "../organizations/studio-route.ts";
import { STUDIO_BILLING } from "./studio-access.ts";
import { getSubscriptionSummary } from "./subscription-summary.ts";

/**
 * Billing over HTTP (mounted under /api): checkout, the customer portal, sync after checkout, the
 * studio Billing tab, Stripe's webhook, and — with the local provider — its checkout/portal API.
 */
export function billingRoutes(auth: Auth, deps: BillingDeps) {
  const signedIn = requireSession(auth);
  const userOf = (session: { user: { id: string; email: string; name: string } }) => session.user;
  // Checkout and the portal serve the user, or a studio named in the body whose billing they manage.
  const billedStudio = studioRoute(deps.db, STUDIO_BILLING, { from: studioFrom.json(), optional: true });

  const app = new Hono<AppEnv>()
    .post("/billing/checkout", signedIn, validate("json", checkoutBody), billedStudio, async (c) => {
      const { url } = await startCheckout(deps, userOf(c.get("session")), c.req.valid("json"), c.get("studio"));
      return c.json({ url });
    })
    .post("/account/portal-session", signedIn, validate("json", portalSessionBody), billedStudio, async (c) => {
      const { url } = await openPortal(deps, userOf(c.get("session")), c.req.valid("json"), c.get("studio"));
      return c.json({ url });
    })
    .post("/subscription/sync", signedIn, async (c) => {
      const userId = c.get("session").user.id;
      const synced = await syncUserBilling(deps, userId);
      return c.json({ synced, subscription: await getSubscriptionSummary(deps.db, userId) });
    })
    .get(
      "/organization/:id/billing",
      signedIn,
      validate("param", organizationIdParam),
      studioRoute(deps.db, STUDIO_BILLING),
      async (c) => {
        c.header("Cache-Control", "private, no-store");
        return c.json(await getOrganizationBilling(deps.db, studioOf(c).organizationId));
      },
    )
    // Its size is limited with the whole web API's bodies (app.ts, lib/body-limit.ts).
    .post("/billing/stripe/webhook", async (c) => {
      if (deps.provider.kind !== "stripe") throw new AppError("not_found", "Stripe billing is not configured.");
      // The signature covers the exact bytes Stripe sent: read the raw text, never re-serialised JSON.
      const result = await handleStripeWebhook(deps, await c.req.text(), c.req.header("stripe-signature"));
      return c.json({ received: true, duplicate: result.duplicate });
    });

  if (deps.provider.kind === "local") app.route("/billing/local", localBillingRoutes(auth, deps));
  return app;
}
