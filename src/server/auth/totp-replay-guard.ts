import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { usedTotpCode } from "../db/schema/index.ts";

/** A TOTP code is valid for its 30 s step plus one step of clock drift either side. */
const REMEMBER_MS = 2 * 60_000;

/**
 * better-auth accepts a valid TOTP code as often as it is sent within its window. This claims each
 * code per user before verification: a second use of the same code is refused.
 */
export function totpReplayGuard(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/two-factor/verify-totp") return;
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== "string" || code.length === 0) return;
    const userId = await pendingUserId(ctx);
    if (!userId) return; // better-auth itself answers an unknown or missing sign-in attempt

    await db.delete(usedTotpCode).where(lt(usedTotpCode.usedAt, new Date(Date.now() - REMEMBER_MS)));
    const claimed = await db
      .insert(usedTotpCode)
      .values({ userId, code })
      .onConflictDoNothing()
      .returning({ userId: usedTotpCode.userId });
    if (claimed.length === 0) {
      throw new APIError("UNAUTHORIZED", { message: "Invalid verification code.", code: "TOTP_CODE_ALREADY_USED" });
    }
  });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

async function pendingUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value ?? null;
}

/** Exposed for tests: whether a code is currently remembered for the user. */
export async function isTotpCodeUsed(db: Db, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ n: sql<number>`1` })
    .from(usedTotpCode)
    .where(and(eq(usedTotpCode.userId, userId), eq(usedTotpCode.code, code)));
  return rows.length > 0;
}
