import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";

/**
 * An admin impersonates to see what a user sees, not to change how they sign in: while impersonating,
 * the endpoints that touch credentials or delete the account are refused.
 */
const OFF_LIMITS = new Set([
  "/delete-user",
  "/change-password",
  "/change-email",
  "/set-password",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
]);

export function impersonationLimits() {
  return createAuthMiddleware(async (ctx) => {
    if (!OFF_LIMITS.has(ctx.path) || (!ctx.request && !ctx.headers)) return;
    const current = await getSessionFromCtx(ctx, { disableRefresh: true });
    if ((current?.session as { impersonatedBy?: string | null } | undefined)?.impersonatedBy) {
      throw new APIError("FORBIDDEN", {
        message: "This is not available while impersonating a user.",
        code: "IMPERSONATION_LIMIT",
      });
    }
  });
}
