import { Hono, type Context } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { requireSession } from "../../auth/session-middleware.ts";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validate.ts";
import { rolesAllow } from "../../../shared/org-roles.ts";
import { studioIdParam } from "../../../shared/organizations.ts";
import { allocationBody } from "../../../shared/usage.ts";
import { setMemberAllocation } from "../credits/allocations.ts";
import { studioOf, studioRoute } from "../organizations/studio-route.ts";
import { personalUsageCsv, studioUsageCsv } from "./usage-csv.ts";
import { getPersonalUsage, getStudioUsage } from "./usage-report.ts";

const allocationParams = studioIdParam.extend({ memberId: studioIdParam.shape.id });

/** Usage data for the studio Usage tab and the personal chart, and allocation editing (docs/product.md#screens). */
export function usageRoutes(auth: Auth, db: Db) {
  const session = requireSession(auth);
  const studioId = validate("param", studioIdParam);
  return new Hono<AppEnv>()
    .get("/organization/:id/usage", session, studioId, studioRoute(db, "membership"), async (c) => {
      const { organizationId, membership } = studioOf(c);
      c.header("Cache-Control", "private, no-store");
      return c.json(
        await getStudioUsage(db, organizationId, {
          userId: membership.userId,
          canManage: rolesAllow(membership.role, "member", "update"),
        }),
      );
    })
    .get("/organization/:id/usage.csv", session, studioId, studioRoute(db, ["member", "update"]), async (c) => {
      const { csv, cycleStart } = await studioUsageCsv(db, studioOf(c).organizationId);
      return csvDownload(c, csv, `goji-usage-${cycleStart.toISOString().slice(0, 10)}.csv`);
    })
    .put(
      "/organization/:id/members/:memberId/allocation",
      session,
      validate("param", allocationParams),
      validate("json", allocationBody),
      studioRoute(db, ["member", "update"]),
      async (c) => {
        const { memberId } = c.req.valid("param");
        const { creditAllocation } = c.req.valid("json");
        return c.json(await setMemberAllocation(db, studioOf(c), { memberId, creditAllocation }));
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
