import { APIError, type createAuthMiddleware } from "better-auth/api";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Inside a better-auth hook: the signed-in user's current password must come with the request, and be
 * right. Accounts without a password (none can sign in with one) are let through: the e-mailed link is
 * then what proves the request. These endpoints have their own rate limit (auth.ts), so guessing is slow.
 */
export async function requireCurrentPassword(ctx: HookContext, userId: string, password: unknown): Promise<void> {
  const credential = await ctx.context.internalAdapter.findCredentialAccount(userId);
  if (!credential?.password) return;
  if (typeof password !== "string" || password.length === 0)
    throw new APIError("BAD_REQUEST", { message: "Enter your current password.", code: "PASSWORD_REQUIRED" });
  const valid = password.length <= 128 && (await ctx.context.password.verify({ hash: credential.password, password }));
  if (!valid) throw new APIError("BAD_REQUEST", { message: "Incorrect password.", code: "INVALID_PASSWORD" });
}
