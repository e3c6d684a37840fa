import { Hono } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { requireSession } from "../../auth/session-middleware.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validate.ts";
import { auditQuery, createStudioBody, studioIdParam } from "../../../shared/organizations.ts";
import { listAuditEvents } from "./audit-log.ts";
import { createStudio } from "./create-studio.ts";
import { getStudioDetails } from "./studio-details.ts";
import { findInvitationSummary, listMyStudios, listOpenInvitations, listStudioMembers } from "./studio-queries.ts";
import { studioOf, studioRoute } from "./studio-route.ts";
import { STUDIO_NOT_FOUND } from "../../../shared/studio-rules.ts";

/** The studio product API (docs/api.md). Mutations go through better-auth, guarded by studio-policy.ts. */
export function organizationRoutes(auth: Auth, db: Db) {
  const session = requireSession(auth);
  const studioId = validate("param", studioIdParam);
  return (
    new Hono<AppEnv>()
      // The web client sends no body (a name and logo are optional); a body sent as anything but JSON is a 415.
      .post("/account/create-studio", session, validate("json", createStudioBody), async (c) => {
        const { user } = c.get("session");
        const result = await createStudio(auth, db, { ...c.req.valid("json"), user, headers: c.req.raw.headers });
        return c.json({ success: true, organizationId: result.organizationId });
      })
      .get("/organization/my-list", session, async (c) => c.json(await listMyStudios(db, c.get("session").user.id)))
      .get("/organization/:id/details", session, studioId, studioRoute(db, "membership"), async (c) => {
        const details = await getStudioDetails(db, studioOf(c).organizationId);
        if (!details) throw new AppError("not_found", STUDIO_NOT_FOUND);
        return c.json(details);
      })
      .get("/organization/:id/members", session, studioId, studioRoute(db, "membership"), async (c) =>
        c.json(await listStudioMembers(db, studioOf(c).organizationId)),
      )
      .get("/organization/:id/invitations", session, studioId, studioRoute(db, ["invitation", "create"]), async (c) =>
        c.json(await listOpenInvitations(db, studioOf(c).organizationId)),
      )
      // Owners and admins see the trail: the same people who may manage members.
      .get(
        "/organization/:id/audit",
        session,
        studioId,
        validate("query", auditQuery),
        studioRoute(db, ["member", "update"]),
        async (c) => c.json(await listAuditEvents(db, studioOf(c).organizationId, c.req.valid("query"))),
      )
      .get("/invitations/:id", studioId, async (c) => {
        const summary = await findInvitationSummary(db, c.req.valid("param").id);
        if (!summary) throw new AppError("not_found", "This invitation does not exist.");
        c.header("Cache-Control", "no-store");
        return c.json(summary);
      })
  );
}
