import type { Db } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { adminAuthAudit } from "./admin-auth-audit.ts";
import { adminAuthGuard } from "./admin-auth-guard.ts";
import { impersonationLimits } from "./impersonation-limits.ts";

/** The admin feature's better-auth hooks, for createAuth's beforeHooks / afterHooks. */
export function adminAuthHooks(db: Db, logger: Logger) {
  return {
    before: [adminAuthGuard(db), impersonationLimits()],
    after: [adminAuthAudit(db, logger)],
  };
}
