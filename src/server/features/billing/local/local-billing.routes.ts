import { Hono } from "hono";
import type { Auth } from "../../../auth/auth.ts";
import { requireSession } from "../../../auth/session-middleware.ts";
import { AppError } from "../../../lib/errors.ts";
import type { AppEnv } from "../../../lib/hono-env.ts";
import { validate } from "../../../lib/validate.ts";
import {
  changePlanBody,
  completeCheckoutBody,
  sessionIdParam,
  simulateBody,
  updateCardBody,
} from "../../../../shared/local-billing-schemas.ts";
import type { BillingDeps } from "../billing-actions.ts";
import { syncSubscription } from "../subscription-sync.ts";
import { completeLocalCheckout, runPortalAction, updateLocalCard, type PortalAction } from "./local-actions.ts";
import { studioRoute } from "../../organizations/studio-route.ts";
import { STUDIO_BILLING } from "../studio-access.ts";
import { loadLocalSession, portalSessionStudio } from "./local-sessions.ts";
import { buildCheckoutView, buildPortalView } from "./local-views.ts";

/**
 * /api/billing/local/*: what the local checkout and portal pages call. Only mounted when the local
 * provider runs. Every change is followed by the same sync a Stripe webhook triggers.
 */
export function localBillingRoutes(auth: Auth, deps: BillingDeps) {
  const { db } = deps;
  const simulationsEnabled = !deps.config.isProduction;
  const syncAll = async (ids: string[]) => {
    for (const id of ids) await syncSubscription(deps, id);
  };
  const portal = (sessionId: string, userId: string) =>
    loadLocalSession(db, { sessionId, kind: "portal", userId, now: new Date() });
  const portalView = async (sessionId: string, userId: string) =>
    buildPortalView(db, { ...(await portal(sessionId, userId)), simulationsEnabled });

  const act = async (sessionId: string, userId: string, action: PortalAction) => {
    const { session, owner } = await portal(sessionId, userId);
    await syncAll(await runPortalAction(db, session, owner, action, new Date()));
    return portalView(sessionId, userId);
  };

  return (
    new Hono<AppEnv>()
      .use(requireSession(auth))
      // A studio's portal is for those who manage its billing, checked on every call.
      .use("/portal/:sessionId/*", studioRoute(db, STUDIO_BILLING, { from: portalSessionStudio(db), optional: true }))
      .get("/checkout/:sessionId", validate("param", sessionIdParam), async (c) => {
        const now = new Date();
        const { session, accountLabel } = await loadLocalSession(db, {
          sessionId: c.req.valid("param").sessionId,
          kind: "checkout",
          userId: c.get("session").user.id,
          now,
        });
        return c.json(await buildCheckoutView(db, session, accountLabel, now, `${deps.config.baseUrl}/pricing`));
      })
      .post(
        "/checkout/:sessionId/complete",
        validate("param", sessionIdParam),
        validate("json", completeCheckoutBody),
        async (c) => {
          const now = new Date();
          const { session } = await loadLocalSession(db, {
            sessionId: c.req.valid("param").sessionId,
            kind: "checkout",
            userId: c.get("session").user.id,
            now,
          });
          await syncAll([await completeLocalCheckout(db, session, c.req.valid("json").card, now)]);
          return c.json({ redirectUrl: session.returnUrl });
        },
      )
      .get("/portal/:sessionId", validate("param", sessionIdParam), async (c) => {
        c.header("Cache-Control", "private, no-store");
        return c.json(await portalView(c.req.valid("param").sessionId, c.get("session").user.id));
      })
      .post("/portal/:sessionId/cancel", validate("param", sessionIdParam), async (c) =>
        c.json(await act(c.req.valid("param").sessionId, c.get("session").user.id, { type: "cancel" })),
      )
      .post("/portal/:sessionId/resume", validate("param", sessionIdParam), async (c) =>
        c.json(await act(c.req.valid("param").sessionId, c.get("session").user.id, { type: "resume" })),
      )
      .post("/portal/:sessionId/plan", validate("param", sessionIdParam), validate("json", changePlanBody), async (c) =>
        c.json(
          await act(c.req.valid("param").sessionId, c.get("session").user.id, {
            type: "change-plan",
            planId: c.req.valid("json").planId,
          }),
        ),
      )
      .post(
        "/portal/:sessionId/simulate",
        validate("param", sessionIdParam),
        validate("json", simulateBody),
        async (c) => {
          if (!simulationsEnabled) throw new AppError("not_found", "Simulations are not available in production.");
          return c.json(
            await act(c.req.valid("param").sessionId, c.get("session").user.id, {
              type: "simulate",
              event: c.req.valid("json").event,
            }),
          );
        },
      )
      .post(
        "/portal/:sessionId/card",
        validate("param", sessionIdParam),
        validate("json", updateCardBody),
        async (c) => {
          const { sessionId } = c.req.valid("param");
          const userId = c.get("session").user.id;
          const { session } = await portal(sessionId, userId);
          await syncAll(await updateLocalCard(db, session, c.req.valid("json").card, new Date()));
          return c.json(await portalView(sessionId, userId));
        },
      )
  );
}
