import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { eq } from "drizzle-orm";
import { z, type ZodType } from "zod";
import type { Db } from "../../db/client.ts";
import { session as sessionTable, user } from "../../db/schema/index.ts";
import { newPasswordSchema } from "../../../shared/account.ts";
import { BAN_MAX_SECONDS } from "../../../shared/admin.ts";
import { optionalReasonSchema, reasonSchema } from "../../../shared/admin-schemas.ts";
import { rememberAdminCall, type AdminCallFacts } from "./audit-context.ts";
import { isSiteAdmin } from "./require-admin.ts";
import { siteRoles } from "../../auth/access-control.ts";

type SiteRole = keyof typeof siteRoles;

const STOP_IMPERSONATING = "/admin/stop-impersonating";
const CREATE_USER = "/admin/create-user";
const REVOKE_SESSION = "/admin/revoke-user-session";

/** Actions an admin may not take against another admin: demote them first, so takeovers need two steps. */
const PROTECTED_FROM_ADMINS = new Set([
  "/admin/ban-user",
  "/admin/remove-user",
  "/admin/set-user-password",
  "/admin/update-user",
  "/admin/impersonate-user",
]);

const anyMutation = z.object({ reason: optionalReasonSchema });
const userId = z.string("Name the user by their id (userId).").min(1, "Name the user by their id (userId).");
/**
 * What each admin call must send; the user or session it acts on is named by a string id, or the call is refused
 * before better-auth sees it.
 */
const bodyRules: Record<string, ZodType> = {
  "/admin/set-role": anyMutation.extend({
    userId,
    // better-auth looks a role up in a plain object, so "toString" or an array passed its check (and was stored).
    role: z.enum(Object.keys(siteRoles) as [SiteRole, ...SiteRole[]], "The role is either user or admin."),
  }),
  "/admin/revoke-user-sessions": anyMutation.extend({ userId }),
  [REVOKE_SESSION]: anyMutation.extend({
    sessionToken: z.string("Name the session by its token.").min(1, "Name the session by its token."),
  }),
  "/admin/unban-user": anyMutation.extend({ userId }),
  "/admin/remove-user": anyMutation.extend({ userId }),
  "/admin/update-user": anyMutation.extend({ userId }),
  "/admin/impersonate-user": z.object({ reason: reasonSchema, userId }),
  "/admin/ban-user": z.object({
    userId,
    banReason: reasonSchema,
    banExpiresIn: z
      .number()
      .int()
      .min(60, "A ban lasts at least a minute.")
      .max(BAN_MAX_SECONDS, "Leave the expiry empty for a ban without end.")
      .optional(),
  }),
  // The password rules (docs/product.md#validation) hold for passwords an admin sets too (password-policy.ts covers the user's own paths).
  "/admin/set-user-password": anyMutation.extend({ userId, newPassword: newPasswordSchema }),
  [CREATE_USER]: anyMutation.extend({ password: newPasswordSchema.optional() }),
};

/**
 * Before every better-auth /admin/* call: only site admins get through (except stop-impersonating,
 * which the impersonated session itself calls), reasons are required where the audit needs them, and
 * admins are shielded from each other. What it learns is handed to the audit hook.
 */
export function adminAuthGuard(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (!ctx.path.startsWith("/admin/")) return;
    // Trusted server code calling auth.api without a request (seeds, scripts): better-auth's own checks apply.
    if (!ctx.request && !ctx.headers) return;
    if (ctx.path === STOP_IMPERSONATING) return rememberStopImpersonating(db, ctx);

    const current = await getSessionFromCtx(ctx, { disableRefresh: true });
    if (!current) throw new APIError("UNAUTHORIZED", { message: "Authentication required", code: "UNAUTHORIZED" });
    if (current.user.banned || !isSiteAdmin(current.user.role)) {
      throw new APIError("FORBIDDEN", { message: "You are not allowed to access resource: user", code: "FORBIDDEN" });
    }
    if (
      ctx.request?.method === "GET" ||
      ctx.path === "/admin/list-user-sessions" ||
      ctx.path === "/admin/has-permission"
    )
      return;

    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const parsed = (bodyRules[ctx.path] ?? anyMutation).safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new APIError("BAD_REQUEST", {
        message: issue?.message ?? "Invalid request.",
        code: "INVALID_ADMIN_REQUEST",
      });
    }
    const target = await findTarget(db, ctx.path, body);
    // A call about nobody did nothing but still answered 200 and wrote an audit entry.
    if (!target && ctx.path !== CREATE_USER) {
      throw ctx.path === REVOKE_SESSION
        ? new APIError("NOT_FOUND", { message: "No such session.", code: "SESSION_NOT_FOUND" })
        : new APIError("NOT_FOUND", { message: "No such user.", code: "USER_NOT_FOUND" });
    }
    if (target && target.id !== current.user.id && isSiteAdmin(target.role) && PROTECTED_FROM_ADMINS.has(ctx.path)) {
      throw new APIError("FORBIDDEN", {
        message: "This account is an admin. Change their role to user first.",
        code: "TARGET_IS_ADMIN",
      });
    }
    if (ctx.path === "/admin/set-role" && body.userId === current.user.id) {
      throw new APIError("BAD_REQUEST", {
        message: "You cannot change your own role. Ask another admin or use the CLI.",
        code: "CANNOT_CHANGE_OWN_ROLE",
      });
    }
    const reason =
      (parsed.data as { reason?: string; banReason?: string }).banReason ??
      (parsed.data as { reason?: string }).reason ??
      null;
    const facts: AdminCallFacts = { actor: { id: current.user.id, email: current.user.email }, target, reason };
    rememberAdminCall(ctx.context, facts);
  });
}

/** The user an admin call is about, read before the call (it may delete them or their session). */
async function findTarget(db: Db, path: string, body: Record<string, unknown>): Promise<AdminCallFacts["target"]> {
  if (path === REVOKE_SESSION) {
    if (typeof body.sessionToken !== "string") return null;
    const [row] = await db
      .select({ id: user.id, email: user.email, role: user.role, sessionId: sessionTable.id })
      .from(sessionTable)
      .innerJoin(user, eq(user.id, sessionTable.userId))
      .where(eq(sessionTable.token, body.sessionToken));
    return row ? { id: row.id, email: row.email, role: row.role } : null;
  }
  if (typeof body.userId !== "string") return null;
  const [row] = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, body.userId));
  return row ?? null;
}

/**
 * stop-impersonating is called by the impersonated session: the actor is the admin behind it. Any other
 * signed-in session is refused like every other admin endpoint (better-auth itself answers 401 / 400).
 */
async function rememberStopImpersonating(db: Db, ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) {
  const current = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (!current) return;
  const adminId = (current.session as { impersonatedBy?: string | null }).impersonatedBy;
  if (!adminId)
    throw new APIError("FORBIDDEN", { message: "You are not impersonating anyone.", code: "NOT_IMPERSONATING" });
  const [admin] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, adminId));
  rememberAdminCall(ctx.context, {
    actor: admin ?? { id: adminId, email: "unknown" },
    target: { id: current.user.id, email: current.user.email, role: current.user.role ?? null },
    reason: null,
  });
}
