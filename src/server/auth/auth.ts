import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { admin, bearer, organization, twoFactor, type OrganizationOptions } from "better-auth/plugins";
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
import { passwordHashingFor } from "./password-hashing.ts";
import { passwordPolicy } from "./password-policy.ts";
import { authRateLimits } from "./auth-rate-limits.ts";
import { authDatabaseHooks } from "./auth-database-hooks.ts";
import { generateBackupCodes } from "./backup-codes.ts";
import { betterAuthLogger } from "./auth-logger.ts";
import { IMPERSONATION_SECONDS } from "./session-lifetime.ts";
import { createRedisStorage, type SecondaryStorage } from "./redis-storage.ts";
import { totpReplayGuard } from "./totp-replay-guard.ts";

export { IMPERSONATION_SECONDS, SESSION_ABSOLUTE_MS } from "./session-lifetime.ts";
export const SESSION_SLIDING_SECONDS = 7 * 24 * 60 * 60;

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
  /** The organization plugin's hooks other features attach (the audit trail's deleted teams); beside selfService's. */
  organizationHooks?: OrganizationOptions["organizationHooks"];
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
  organizationHooks,
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
    logger: betterAuthLogger(logger, config.logLevel),
    // An unexpected error (a lost database or Redis connection) is thrown to our error handler instead of
    // becoming better-call's bodiless 500: it answers 503 for an outage and logs anything else. better-call
    // still turns better-auth's own APIErrors (401, 429…) into their responses.
    onAPIError: { throw: true },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: config.requireEmailVerification,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // better-auth's scrypt everywhere but test mode (docs/decisions/053).
      password: passwordHashingFor(config),
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
    rateLimit: authRateLimits(secondaryStorage ? "secondary-storage" : "database"),
    advanced: {
      // Our middleware puts the real client address here (socket or trusted proxy header) and drops
      // whatever the client sent under that name, so rate limits cannot be dodged with a header.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps },
    },
    user: selfService?.user ?? { deleteUser: { enabled: true } },
    databaseHooks: authDatabaseHooks(config.adminEmails),
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
        organizationHooks: { ...selfService?.organizationHooks, ...organizationHooks },
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
        backupCodeOptions: { storeBackupCodes: "encrypted", customBackupCodesGenerate: generateBackupCodes },
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
