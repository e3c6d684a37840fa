import { Hono, type Context } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { requireSession } from "../../auth/session-middleware.ts";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validate.ts";
import { isOwnerOrAdmin } from "../../../shared/org-roles.ts";
import { studioIdParam } from "../../../shared/organizations.ts";
import { allocationBody } from "../../../shared/usage.ts";
import { setMemberAllocation } from "../credits/allocations.ts";
import { requireMembership, requirePermission } from "../organizations/membership.ts";
import { personalUsageCsv, studioUsageCsv } from "./usage-csv.ts";
import { getPersonalUsage, getStudioUsage } from "./usage-report.ts";

const allocationParams = studioIdParam.extend({ memberId: studioIdParam.shape.id });

/** Usage data for the studio Usage tab and the personal chart, and allocation editing (spec §2). */
export function usageRoutes(auth: Auth, db: Db) {
  const session = requireSession(auth);
  return new Hono<AppEnv>()
    .get("/organization/:id/usage", session, validate("param", studioIdParam), async (c) => {
      const { id } = c.req.valid("param");
      const userId = c.get("session").user.id;
      const membership = await requireMembership(db, userId, id);
      c.header("Cache-Control", "private, no-store");
      return c.json(await getStudioUsage(db, id, { userId, canManage: isOwnerOrAdmin(membership.role) }));
    })
    .get("/organization/:id/usage.csv", session, validate("param", studioIdParam), async (c) => {
      const { id } = c.req.valid("param");
      await requirePermission(db, c.get("session").user.id, id, "member", "update");
      const { csv, cycleStart } = await studioUsageCsv(db, id);
      return csvDownload(c, csv, `goji-usage-${cycleStart.toISOString().slice(0, 10)}.csv`);
    })
    .put(
      "/organization/:id/members/:memberId/allocation",
      session,
      validate("param", allocationParams),
      validate("json", allocationBody),
      async (c) => {
        const { id, memberId } = c.req.valid("param");
        const { creditAllocation } = c.req.valid("json");
        return c.json(
          await setMemberAllocation(db, {
            organizationId: id,
            memberId,
            actorUserId: c.get("session").user.id,
            creditAllocation,
          }),
        );
      },
    )
    .get("/account/usage", session, async (c) => {
      const { user } = c.get("session");
      c.header("Cache-Control", "private, no-store");
      return c.json(await getPersonalUsage(db, user.id, user.name));
    })
    .get("/account/usage.csv", session, async (c) => {
      const { csv, cycleStart } = await personalUsageCsv(db, c.get("session").user.id);
      return csvDownload(c, csv, `goji-personal-usage-${cycleStart.toISOString().slice(0, 10)}.csv`);
    });
}

function csvDownload(c: Context<AppEnv>, csv: string, filename: string) {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${filename}"`);
  c.header("Cache-Control", "private, no-store");
  return c.body(csv);
}
