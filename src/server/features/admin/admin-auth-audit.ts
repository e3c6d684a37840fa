import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { CLIENT_IP_HEADER } from "../../auth/client-ip.ts";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { recordAdminAction, type AdminAction } from "./audit-log.ts";
import { recallAdminCall, type AdminCallFacts } from "./audit-context.ts";

type Body = Record<string, unknown>;
type Returned = Record<string, unknown> | undefined;

/** better-auth admin endpoints that change something, and what the audit line says about each. */
const audited: Record<
  string,
  {
    action: AdminAction;
    details?: (body: Body, returned: Returned, facts: AdminCallFacts | undefined) => Record<string, unknown> | null;
  }
> = {
  "/admin/create-user": { action: "user.create", details: (body) => ({ role: body.role ?? "user" }) },
  "/admin/update-user": {
    action: "user.update",
    details: (body) => ({ fields: Object.keys((body.data as Body | undefined) ?? {}) }),
  },
  "/admin/set-role": {
    action: "user.set_role",
    details: (body, _returned, facts) => ({ role: body.role, previousRole: facts?.target?.role ?? null }),
  },
  "/admin/ban-user": {
    action: "user.ban",
    details: (_body, returned) => ({ expiresAt: (returned?.user as Body | undefined)?.banExpires ?? null }),
  },
  "/admin/unban-user": { action: "user.unban" },
  "/admin/set-user-password": { action: "user.set_password" },
  "/admin/remove-user": { action: "user.delete" },
  "/admin/impersonate-user": {
    action: "user.impersonate",
    details: (_body, returned) => ({ expiresAt: (returned?.session as Body | undefined)?.expiresAt ?? null }),
  },
  "/admin/stop-impersonating": { action: "user.stop_impersonating" },
  "/admin/revoke-user-session": { action: "session.revoke" },
  "/admin/revoke-user-sessions": { action: "session.revoke_all" },
};

/**
 * After a better-auth admin call succeeded: one audit line with actor, target, reason and IP, whether
 * the call came over HTTP or from our own /api/admin routes. Failed calls changed nothing and leave no line.
 */
export function adminAuthAudit(db: Db, logger: Logger) {
  return createAuthMiddleware(async (ctx) => {
    const rule = audited[ctx.path];
    const returned = ctx.context.returned;
    if (!rule || returned === undefined || isAPIError(returned) || returned instanceof Response) return;
    const facts = recallAdminCall(ctx.context);
    const body = (ctx.body ?? {}) as Body;
    const created =
      ctx.path === "/admin/create-user"
        ? ((returned as Body).user as { id: string; email: string } | undefined)
        : undefined;
    if (!facts && !created) {
      // Only trusted server code without a request gets here (the guard vouches for everything else).
      logger.warn("admin action without an acting admin", { path: ctx.path });
      return;
    }
    await recordAdminAction(db, {
      actorId: facts?.actor.id ?? null,
      actorEmail: facts?.actor.email ?? "system",
      action: rule.action,
      targetUserId: created?.id ?? facts?.target?.id ?? null,
      targetEmail: created?.email ?? facts?.target?.email ?? null,
      reason: facts?.reason ?? null,
      details: rule.details?.(body, returned as Returned, facts) ?? null,
      ipAddress: ctx.request?.headers.get(CLIENT_IP_HEADER) ?? ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
    });
  });
}
