import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { team } from "../../db/schema/index.ts";
import type { Logger } from "../../lib/logger.ts";
import { studioAudit } from "./studio-audit.ts";
import { studioPolicy } from "./studio-policy.ts";

/** The studio rules (before) and audit trail (after) to attach to better-auth. */
export function studioHooks(db: Db, logger: Logger) {
  const studioOfTeam = async (teamId: string) => {
    const [row] = await db.select({ organizationId: team.organizationId }).from(team).where(eq(team.id, teamId));
    return row?.organizationId ?? null;
  };
  return { before: studioPolicy(db), after: studioAudit(db, logger, studioOfTeam) };
}
