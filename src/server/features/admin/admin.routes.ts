import { Hono, type Context } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { CLIENT_IP_HEADER, clientIp } from "../../auth/client-ip.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validate.ts";
import {
  auditLogQuery,
  optionalReasonBody,
  userApiKeyParam,
  userIdParam,
  userListQuery,
  userSessionParam,
} from "../../../shared/admin-schemas.ts";
import { listAdminActions } from "./audit-log.ts";
import { getOverview } from "./overview.ts";
import { requireAdmin } from "./require-admin.ts";
import { revokeUserApiKey, revokeUserSessionById } from "./user-actions.ts";
import { getUserDetail } from "./user-detail.ts";
import { searchUsers } from "./user-search.ts";

/**
 * /api/admin: what better-auth's admin endpoints do not cover — dashboard figures, the fast user
 * table, the user page, the audit log, and revocations by id. Site admins only (401 / 403).
 * Role changes, bans, impersonation, passwords and deletion stay on /api/auth/admin/* (audited there).
 */
export function adminRoutes(auth: Auth, db: Db, config: Config) {
  const ipOf = (c: Context<AppEnv>) => clientIp(c, config.trustedProxyHeaders);
  return new Hono<AppEnv>()
    .use(requireAdmin(auth))
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "private, no-store");
    })
    .get("/overview", async (c) => c.json(await getOverview(db)))
    .get("/users", validate("query", userListQuery), async (c) => c.json(await searchUsers(db, c.req.valid("query"))))
    .get("/users/:userId", validate("param", userIdParam), async (c) =>
      c.json(await getUserDetail(db, c.req.valid("param").userId)),
    )
    .get("/audit-log", validate("query", auditLogQuery), async (c) =>
      c.json(await listAdminActions(db, c.req.valid("query"))),
    )
    .post(
      "/users/:userId/sessions/:sessionId/revoke",
      validate("param", userSessionParam),
      validate("json", optionalReasonBody),
      async (c) => {
        const { userId, sessionId } = c.req.valid("param");
        // better-auth's audit hook reads the client address from the header our auth mount sets.
        const headers = new Headers(c.req.raw.headers);
        headers.set(CLIENT_IP_HEADER, ipOf(c));
        await revokeUserSessionById(auth, db, headers, userId, sessionId, c.req.valid("json").reason);
        return c.json({ success: true });
      },
    )
    .post(
      "/users/:userId/api-keys/:keyId/revoke",
      validate("param", userApiKeyParam),
      validate("json", optionalReasonBody),
      async (c) => {
        const { userId, keyId } = c.req.valid("param");
        const { user } = c.get("session");
        await revokeUserApiKey(
          db,
          { id: user.id, email: user.email, ipAddress: ipOf(c) },
          userId,
          keyId,
          c.req.valid("json").reason,
        );
        return c.json({ success: true });
      },
    );
}
