import { APIError, getSessionFromCtx, isAPIError, type createAuthMiddleware } from "better-auth/api";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user, verification } from "../../db/schema/index.ts";
import { emailAlreadyInUseEmail, emailChangedNoticeEmail } from "../../mail/account-templates.ts";
import { findCustomerId } from "../billing/customers.ts";
import { sendNotice, type ClosureDeps } from "../erasure/closure-deps.ts";
import { isEmailChangeClaims, readEmailTokenClaims, usedEmailChangeIdentifier } from "./email-change-token.ts";
import { requireCurrentPassword } from "./password-confirmation.ts";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type Body = Record<string, unknown>;

/** Whether an address belongs to an account other than `exceptUserId`. */
async function belongsToAnotherAccount(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email.toLowerCase()}`, ne(user.id, exceptUserId)));
  return rows.length > 0;
}

/**
 * POST /change-email, before: asks for the current password (a stolen session must not be enough to
 * move the account to another inbox) and refuses the current address in plain words.
 */
export async function beforeChangeEmail(ctx: HookContext): Promise<void> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (!session) return; // better-auth answers 401 itself
  const body = (ctx.body ?? {}) as Body;
  if (typeof body.newEmail === "string" && body.newEmail.trim().toLowerCase() === session.user.email.toLowerCase())
    throw new APIError("BAD_REQUEST", { message: "This is already your e-mail address.", code: "EMAIL_IS_THE_SAME" });
  await requireCurrentPassword(ctx, session.user.id, body.password);
}

/**
 * POST /change-email, after: better-auth answers the same whether or not the new address is taken (so the
 * requester learns nothing) and sends nothing when it is. The new inbox's owner is told instead: they
 * may be the same person with two accounts.
 */
export async function afterChangeEmail(ctx: HookContext, deps: ClosureDeps): Promise<void> {
  const returned = ctx.context.returned;
  if (returned === undefined || isAPIError(returned)) return;
  const session = ctx.context.session ?? (await getSessionFromCtx(ctx).catch(() => null));
  const newEmail = (ctx.body as Body | undefined)?.newEmail;
  if (!session || typeof newEmail !== "string") return;
  if (await belongsToAnotherAccount(deps.db, newEmail, session.user.id))
    await sendNotice(deps, emailAlreadyInUseEmail(newEmail.toLowerCase()));
}

/** Where an e-mail change link sends the browser with an error code, if it asked to be sent somewhere. */
function refuseLink(ctx: HookContext, code: string, message: string): never {
  const callbackURL = (ctx.query as Body | undefined)?.callbackURL;
  // Only our own pages: better-auth checks the callback itself, but only after this hook.
  if (typeof callbackURL === "string" && /^\/(?!\/)/.test(callbackURL)) {
    const url = new URL(callbackURL, "http://callback.invalid");
    url.searchParams.set("error", code);
    throw ctx.redirect(`${url.pathname}${url.search}`);
  }
  throw new APIError("BAD_REQUEST", { message, code });
}

/**
 * GET /verify-email with an e-mail change link, before: a link works once (better-auth's tokens are
 * signed, not stored, and would otherwise work again after a change back), and the address must still
 * be free (it may have been taken since the link was sent; the clicker owns that inbox, so saying so
 * reveals nothing to anyone else).
 */
export async function beforeVerifyEmailChange(ctx: HookContext, db: Db): Promise<void> {
  const token = (ctx.query as Body | undefined)?.token;
  if (typeof token !== "string") return;
  const claims = readEmailTokenClaims(token);
  if (!isEmailChangeClaims(claims) || !claims.userId) return;
  const [used] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(eq(verification.identifier, usedEmailChangeIdentifier(token)));
  if (used) refuseLink(ctx, "LINK_ALREADY_USED", "This link was already used.");
  if (await belongsToAnotherAccount(db, claims.updateTo, claims.userId))
    refuseLink(ctx, "EMAIL_TAKEN", "This e-mail address already belongs to another account.");
}

/**
 * GET /verify-email with an e-mail change link, after: once the change took, the link is spent, the old
 * address told and the billing provider given the new one.
 */
export async function afterVerifyEmailChange(ctx: HookContext, deps: ClosureDeps): Promise<void> {
  const token = (ctx.query as Body | undefined)?.token;
  if (typeof token !== "string") return;
  const claims = readEmailTokenClaims(token);
  if (!isEmailChangeClaims(claims) || !claims.userId) return;
  const [account] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, claims.userId));
  if (account?.email.toLowerCase() !== claims.updateTo.toLowerCase()) return; // refused or failed: nothing changed
  const spent = await deps.db
    .insert(verification)
    .values({
      id: crypto.randomUUID(),
      identifier: usedEmailChangeIdentifier(token),
      value: claims.userId,
      expiresAt: new Date((claims.exp ?? Date.now() / 1000 + 24 * 3600) * 1000),
    })
    .onConflictDoNothing()
    .returning({ id: verification.id });
  if (spent.length === 0) return;
  await sendNotice(deps, emailChangedNoticeEmail(claims.email, claims.updateTo));
  await updateBillingEmail(deps, claims.userId, account.email);
}

/**
 * The personal billing customer's address follows the account's, so receipts and invoices stop going to the
 * old inbox. The change itself has happened: a provider that fails is logged, not undone.
 */
async function updateBillingEmail(deps: ClosureDeps, userId: string, email: string): Promise<void> {
  const customerId = await findCustomerId(deps.db, deps.provider.kind, { kind: "user", id: userId });
  if (!customerId) return;
  await deps.provider
    .updateCustomerEmail(customerId, email)
    .catch((error: unknown) =>
      deps.logger.error("updating the billing customer's e-mail failed", { customerId, error: String(error) }),
    );
}
