import { Hono } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { requireSession } from "../../auth/session-middleware.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate, validationError } from "../../lib/validate.ts";
import { auditQuery, createStudioBody, studioIdParam } from "../../../shared/organizations.ts";
import { listAuditEvents } from "./audit-log.ts";
import { createStudio } from "./create-studio.ts";
import { requireMembership, requirePermission, STUDIO_NOT_FOUND } from "./membership.ts";
import { getStudioDetails } from "./studio-details.ts";
import { findInvitationSummary, listMyStudios, listPendingInvitations, listStudioMembers } from "./studio-queries.ts";

/** The studio product API (spec §7). Mutations go through better-auth, guarded by studio-policy.ts. */
export function organizationRoutes(auth: Auth, db: Db) {
  const session = requireSession(auth);
  return new Hono<AppEnv>()
    .post("/account/create-studio", session, async (c) => {
      // The spec's client sends no body; a name and logo are optional.
      const raw = await c.req.text();
      const parsed = createStudioBody.safeParse(raw.trim() ? JSON.parse(raw) : {});
      if (!parsed.success) throw validationError(parsed.error.issues);
      const { user } = c.get("session");
      const result = await createStudio(auth, db, { ...parsed.data, user, headers: c.req.raw.headers });
      return c.json({ success: true, organizationId: result.organizationId });
    })
    .get("/organization/my-list", session, async (c) => c.json(await listMyStudios(db, c.get("session").user.id)))
    .get("/organization/:id/details", session, validate("param", studioIdParam), async (c) => {
      const { id } = c.req.valid("param");
      await requireMembership(db, c.get("session").user.id, id);
      const details = await getStudioDetails(db, id);
      if (!details) throw new AppError("not_found", STUDIO_NOT_FOUND);
      return c.json(details);
    })
    .get("/organization/:id/members", session, validate("param", studioIdParam), async (c) => {
      const { id } = c.req.valid("param");
      await requireMembership(db, c.get("session").user.id, id);
      return c.json(await listStudioMembers(db, id));
    })
    .get("/organization/:id/invitations", session, validate("param", studioIdParam), async (c) => {
      const { id } = c.req.valid("param");
      await requirePermission(db, c.get("session").user.id, id, "invitation", "create");
      return c.json(await listPendingInvitations(db, id));
    })
    .get(
      "/organization/:id/audit",
      session,
      validate("param", studioIdParam),
      validate("query", auditQuery),
      async (c) => {
        const { id } = c.req.valid("param");
        // Owners and admins see the trail: the same people who may manage members.
        await requirePermission(db, c.get("session").user.id, id, "member", "update");
        const { limit, before } = c.req.valid("query");
        return c.json(await listAuditEvents(db, id, { limit, before: before ? new Date(before) : undefined }));
      },
    )
    .get("/invitations/:id", validate("param", studioIdParam), async (c) => {
      const summary = await findInvitationSummary(db, c.req.valid("param").id);
      if (!summary) throw new AppError("not_found", "This invitation does not exist.");
      c.header("Cache-Control", "no-store");
      return c.json(summary);
    });
}
