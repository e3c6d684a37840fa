import { APIError, createAuthMiddleware, createEmailVerificationToken, isAPIError } from "better-auth/api";
import { z } from "zod";
import { accountCreatedByAdminEmail, passwordChangedEmail } from "../../mail/account-templates.ts";
import { sendNotice } from "../erasure/closure-deps.ts";
import { beforeAdminRemoveUser, beforeDeleteUser, type DeletionHookDeps } from "./deletion-hooks.ts";
import {
  afterChangeEmail,
  afterVerifyEmailChange,
  beforeChangeEmail,
  beforeVerifyEmailChange,
} from "./email-change-hooks.ts";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type Body = Record<string, unknown>;

const VERIFICATION_SECONDS = 24 * 60 * 60;

/**
 * The account self-service rules on better-auth's endpoints (decisions 018 and 019): who may change the e-mail
 * address, delete the account or have it deleted, what a profile update may set, and the e-mails that
 * tell people what happened to their account.
 */
export function accountAuthHooks(deps: DeletionHookDeps) {
  const before = createAuthMiddleware(async (ctx) => {
    switch (ctx.path) {
      case "/update-user":
        return refuseImageUpdate(ctx);
      case "/change-email":
        return beforeChangeEmail(ctx);
      case "/verify-email":
        return beforeVerifyEmailChange(ctx, deps.db);
      case "/delete-user":
        return beforeDeleteUser(ctx, deps);
      case "/admin/remove-user":
        return beforeAdminRemoveUser(ctx, deps);
      case "/admin/create-user":
        return checkAdminCreatedUser(ctx);
    }
  });
  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const succeeded = returned !== undefined && !isAPIError(returned) && !(returned instanceof Response);
    switch (ctx.path) {
      case "/change-password":
        if (succeeded) await afterChangePassword(ctx, deps);
        return;
      case "/change-email":
        return afterChangeEmail(ctx, deps);
      case "/verify-email":
        return afterVerifyEmailChange(ctx, deps);
      case "/admin/create-user":
        if (succeeded) await afterAdminCreateUser(ctx, deps);
        return;
    }
  });
  return { before, after };
}

/** A picture is uploaded (PUT /api/account/avatar), never set to an arbitrary URL. */
function refuseImageUpdate(ctx: HookContext) {
  if ("image" in ((ctx.body ?? {}) as Body))
    throw new APIError("BAD_REQUEST", {
      message: "Upload a picture on the account page instead of setting an image URL.",
      code: "IMAGE_NOT_UPDATABLE",
    });
}

const EMAIL = z.email().max(254);

/**
 * An admin creates a user with what sign-up asks for: a valid e-mail address, a name and a password
 * (the name and password rules are checked by input-text-policy.ts and the admin guard). Nothing else:
 * extra fields could mark the address verified without its owner.
 */
function checkAdminCreatedUser(ctx: HookContext) {
  const body = (ctx.body ?? {}) as Body;
  const refuse = (message: string) => {
    throw new APIError("BAD_REQUEST", { message, code: "INVALID_NEW_USER" });
  };
  if (typeof body.email !== "string" || !EMAIL.safeParse(body.email.trim()).success)
    refuse("Please enter a valid e-mail address.");
  if (typeof body.password !== "string") refuse("Choose a password for the new account.");
  if (body.data !== undefined) refuse("Only the name, e-mail address, password and role can be set.");
}

async function afterChangePassword(ctx: HookContext, deps: DeletionHookDeps) {
  const changed = (ctx.context.returned as { user?: { email?: string } } | undefined)?.user;
  if (!changed?.email) return;
  const signedOutOthers = (ctx.body as Body | undefined)?.revokeOtherSessions === true;
  await sendNotice(deps, passwordChangedEmail(changed.email, signedOutOthers));
}

/**
 * A user an admin created must still prove they own the address before signing in (as after sign-up):
 * they get a verification link, and an admin cannot give someone an account on an inbox they do not own.
 */
async function afterAdminCreateUser(ctx: HookContext, deps: DeletionHookDeps) {
  const created = (ctx.context.returned as { user?: { id: string; email: string; emailVerified?: boolean } }).user;
  if (!created || created.emailVerified) return;
  const token = await createEmailVerificationToken(ctx.context.secret, created.email, undefined, VERIFICATION_SECONDS, {
    userId: created.id,
  });
  const url = `${deps.config.baseUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent("/account")}`;
  await sendNotice(deps, accountCreatedByAdminEmail(created.email, url));
}
