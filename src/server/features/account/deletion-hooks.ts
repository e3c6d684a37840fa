import { APIError, getSessionFromCtx, type createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { inAuth } from "../../auth/auth-errors.ts";
import { verifySecondFactor } from "../../auth/verify-second-factor.ts";
import { user } from "../../db/schema/index.ts";
import { accountDeletedEmail } from "../../mail/account-templates.ts";
import { sendNotice } from "../erasure/closure-deps.ts";
import { assertAccountDeletable, cancelAccountSubscriptions, eraseAccount } from "./account-deletion.ts";
import type { AccountAuthDeps } from "./account-auth-options.ts";
import { requireCurrentPassword } from "./password-confirmation.ts";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type Body = Record<string, unknown>;

export interface DeletionHookDeps extends AccountAuthDeps {
  /** better-auth's HTTP handler (bound once the instance exists), to check a second factor. */
  authHandler: () => (request: Request) => Promise<Response>;
}

/**
 * POST /delete-user, before better-auth acts. Asking for the deletion link: the current password (for
 * accounts that have one) and, with 2FA on, a code; and no studio may be left without an owner. Using
 * the e-mailed link (`token`): the link must be this user's, the studios are checked again, and the
 * subscriptions are cancelled here, while a provider failure still leaves the link usable — better-auth
 * spends the link before it calls our deletion (account-auth-options.ts), which finds nothing left to cancel.
 */
export async function beforeDeleteUser(ctx: HookContext, deps: DeletionHookDeps): Promise<void> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (!session) return; // better-auth answers 401 itself
  const body = (ctx.body ?? {}) as Body;
  const userId = session.user.id;

  if (typeof body.token === "string") {
    const pending = await ctx.context.internalAdapter.findVerificationValue(`delete-account-${body.token}`);
    if (!pending || pending.value !== userId) return; // better-auth refuses the link itself
    await inAuth(async () => {
      const plan = await assertAccountDeletable(deps.db, userId);
      await cancelAccountSubscriptions(deps, userId, plan);
    });
    return;
  }

  await requireCurrentPassword(ctx, userId, body.password);
  if ((session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) {
    const code = typeof body.code === "string" ? body.code.trim() : "";
    if (!code)
      throw new APIError("BAD_REQUEST", {
        message: "Enter a code from your authenticator app (or a backup code).",
        code: "TWO_FACTOR_CODE_REQUIRED",
      });
    await verifySecondFactor(deps.authHandler(), deps.config.baseUrl, ctx.headers ?? new Headers(), code);
  }
  await inAuth(() => assertAccountDeletable(deps.db, userId));
}

/**
 * POST /admin/remove-user, before better-auth deletes the user (after the admin guard let the call
 * through): the same deletion as a person's own — subscriptions cancelled, one-member studios deleted,
 * keys revoked, accounting records kept under a pseudonym, the goodbye e-mail — so no path deletes an account
 * differently.
 * Cases better-auth refuses itself (removing yourself, an unknown user) are left to it.
 */
export async function beforeAdminRemoveUser(ctx: HookContext, deps: DeletionHookDeps): Promise<void> {
  if (!ctx.request && !ctx.headers) return; // trusted server code: better-auth's own rules apply
  const session = await getSessionFromCtx(ctx).catch(() => null);
  const userId = (ctx.body as Body | undefined)?.userId;
  if (!session || typeof userId !== "string" || userId === session.user.id) return;
  const [target] = await deps.db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId));
  if (!target) return;
  await inAuth(() => eraseAccount(deps, target, { initiatedBy: "admin" }));
  // better-auth's admin removal does not run deleteUser.afterDelete, and the address is erased by now: the
  // goodbye a person gets after deleting their own account is sent here, once the erasure has happened.
  await sendNotice(deps, accountDeletedEmail(target.email));
}
