import type { Db } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { auditTeamDeletion, studioAudit } from "./studio-audit.ts";
import { studioOfTeam } from "./studio-lookups.ts";
import { studioPolicy } from "./studio-policy.ts";

/** The studio rules (before) and audit trail (after, and the organization plugin's hooks) to attach to better-auth. */
export function studioHooks(db: Db, logger: Logger) {
  const teamStudio = (teamId: string) => studioOfTeam(db, { body: { teamId }, query: {} });
  return {
    before: studioPolicy(db),
    after: studioAudit(db, logger, teamStudio),
    organizationHooks: { afterDeleteTeam: auditTeamDeletion(db, logger) },
  };
}
