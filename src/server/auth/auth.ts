import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { admin, bearer, organization, twoFactor } from "better-auth/plugins";
import type { Config } from "../config.ts";
import { bannedUserMessage } from "../features/admin/banned-message.ts";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { invitationEmail, resetPasswordEmail } from "../mail/templates.ts";
import type { accountAuthOptions } from "../features/account/account-auth-options.ts";
import { verificationMessage } from "../features/account/account-auth-options.ts";
import { orgAccessControl, orgRoles, siteRoles } from "./access-control.ts";
import { CLIENT_IP_HEADER } from "./client-ip.ts";
import { resolveBearerSession, type HookSession } from "./bearer-session.ts";
import { inputTextPolicy } from "./input-text-policy.ts";
import { passwordPolicy } from "./password-policy.ts";
import { createRedisStorage, type SecondaryStorage } from "./redis-storage.ts";
import { totpReplayGuard } from "./totp-replay-guard.ts";

export const SESSION_SLIDING_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const IMPERSONATION_SECONDS = 60 * 60;
const MINUTE = 60;

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  secondaryStorage?: SecondaryStorage | undefined;
  /** Extra hooks other features attach (studios rules, bans…); run after our own. */
  beforeHooks?: Array<ReturnType<typeof createAuthMiddleware>>;
  /** Run after a better-auth endpoint answered (audit trails, cache invalidation…). */
  afterHooks?: Array<ReturnType<typeof createAuthMiddleware>>;
  /** Account self-service: e-mail change, account deletion, studio deletion (features/account). */
  selfService?: ReturnType<typeof accountAuthOptions>;
}

/** The better-auth instance: e-mail + password, verification, reset, 2FA, studios, admin, bearer. */
export function createAuth({
  config,
  db,
  mailer,
  logger,
  secondaryStorage,
  beforeHooks = [],
  afterHooks = [],
  selfService,
}: AuthDeps) {
  const guardTotp = totpReplayGuard(db);
  const isHttps = config.baseUrl.startsWith("https://");
  const send = (message: Parameters<Mailer["send"]>[0]) =>
    mailer
      .send(message)
      .catch((error: unknown) => logger.error("sending mail failed", { to: message.to, error: String(error) }));

  // Set once the instance exists: the before-hook asks better-auth's own API for the caller's session.
  let sessionOf: (headers: Headers) => Promise<HookSession | null> = () => Promise.resolve(null);

  const auth = betterAuth({
    appName: "Goji",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    secondaryStorage,
    // An unexpected error (a lost database or Redis connection) is thrown to our error handler instead of
    // becoming better-call's bodiless 500: it answers 503 for an outage and logs anything else. better-call
    // still turns better-auth's own APIErrors (401, 429…) into their responses.
    onAPIError: { throw: true },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: config.requireEmailVerification,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await send(resetPasswordEmail(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      // A sign-up's verification, or an e-mail change's link to the new address.
      sendVerificationEmail: async ({ user, url, token }) => {
        await send(verificationMessage(user, url, token));
      },
    },
    session: {
      expiresIn: SESSION_SLIDING_SECONDS,
      updateAge: 24 * 60 * 60,
      // Keep sessions in the database even with Redis: revocation must hold (docs/library-notes.md).
      storeSessionInDatabase: true,
    },
    rateLimit: {
      enabled: true,
      storage: secondaryStorage ? "secondary-storage" : "database",
      window: MINUTE,
      max: 100,
      customRules: {
        "/sign-in/email": { window: MINUTE, max: 5 },
        "/sign-up/email": { window: MINUTE, max: 5 },
        "/request-password-reset": { window: MINUTE, max: 3 },
        "/reset-password": { window: MINUTE, max: 5 },
        "/send-verification-email": { window: MINUTE, max: 3 },
        "/two-factor/verify-totp": { window: MINUTE, max: 5 },
        "/two-factor/verify-backup-code": { window: MINUTE, max: 5 },
        "/two-factor/enable": { window: MINUTE, max: 5 },
        "/two-factor/disable": { window: MINUTE, max: 5 },
        "/two-factor/generate-backup-codes": { window: MINUTE, max: 5 },
        "/verify-password": { window: MINUTE, max: 5 },
        // Each checks the current password: a stolen session must not guess it at full speed.
        "/change-password": { window: MINUTE, max: 5 },
        "/change-email": { window: MINUTE, max: 5 },
        "/delete-user": { window: MINUTE, max: 5 },
        "/get-session": false,
      },
    },
    advanced: {
      // Our middleware puts the real client address here (socket or trusted proxy header) and drops
      // whatever the client sent under that name, so rate limits cannot be dodged with a header.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps },
    },
    user: selfService?.user ?? { deleteUser: { enabled: true } },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const isAdmin = config.adminEmails.includes(user.email.toLowerCase());
            // Sign-up cannot set a role (better-auth marks it input: false); an admin's create-user can.
            return { data: { ...user, role: isAdmin ? "admin" : ((user as { role?: string | null }).role ?? "user") } };
          },
        },
      },
      session: {
        update: {
          // Sliding refresh never extends a session past 30 days from sign-in, nor an impersonation past its hour
          // (a bearer request carries no "don't remember" cookie, so better-auth would otherwise slide it to 7 days).
          before: async (data, ctx) => {
            const current = ctx?.context.session?.session as
              { createdAt: Date; impersonatedBy?: string | null } | undefined;
            const createdAt = current?.createdAt;
            if (!createdAt || !data.expiresAt) return;
            const lifetimeMs = current.impersonatedBy ? IMPERSONATION_SECONDS * 1000 : SESSION_ABSOLUTE_MS;
            const limit = new Date(new Date(createdAt).getTime() + lifetimeMs);
            if (new Date(data.expiresAt) > limit) return { data: { ...data, expiresAt: limit } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await inputTextPolicy(ctx);
        await resolveBearerSession(ctx, sessionOf);
        await passwordPolicy(ctx);
        await guardTotp(ctx);
        for (const hook of beforeHooks) await hook(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        for (const hook of afterHooks) await hook(ctx);
      }),
    },
    plugins: [
      organization({
        ac: orgAccessControl,
        roles: orgRoles,
        teams: { enabled: true, defaultTeam: { enabled: false }, allowRemovingAllTeams: true },
        creatorRole: "owner",
        invitationExpiresIn: 48 * 60 * 60,
        cancelPendingInvitationsOnReInvite: true,
        ...(selfService ? { organizationHooks: selfService.organizationHooks } : {}),
        sendInvitationEmail: async ({ email, inviter, organization: studio, id }) => {
          await send(
            invitationEmail(
              email,
              inviter.user.name || inviter.user.email,
              studio.name,
              `${config.baseUrl}/accept-invite/${id}`,
            ),
          );
        },
      }),
      admin({
        defaultRole: "user",
        adminRoles: ["admin"],
        // The site roles of docs/permissions.md, exactly (access-control.ts).
        roles: siteRoles,
        impersonationSessionDuration: IMPERSONATION_SECONDS,
        bannedUserMessage,
      }),
      twoFactor({
        issuer: "Goji",
        backupCodeOptions: { storeBackupCodes: "encrypted" },
        totpOptions: { digits: 6, period: 30 },
      }),
      bearer(),
    ],
  });
  sessionOf = (headers) => auth.api.getSession({ headers });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export { createRedisStorage };
