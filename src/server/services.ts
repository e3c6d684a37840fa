import { createAuth, createRedisStorage, type Auth } from "./auth/auth.ts";
import type { RedisStorage } from "./auth/redis-storage.ts";
import { createLifecycle, type Lifecycle } from "./lib/lifecycle.ts";
import type { Config } from "./config.ts";
import type { BillingProvider } from "./features/billing/billing-provider.ts";
import { createBillingProvider } from "./features/billing/create-billing-provider.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./lib/logger.ts";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./mail/mailer.ts";
import { studioHooks } from "./features/organizations/studio-hooks.ts";
import { adminAuthHooks } from "./features/admin/admin-auth-hooks.ts";
import { createPluginServices, type PluginServices } from "./features/plugin-api/plugin-services.ts";
import { AccountDetailsCache, startAccountInvalidationFeed } from "./features/account/account-details-cache.ts";
import type { InvalidationFeed } from "./db/invalidation-feed.ts";
import { accountAuthHooks } from "./features/account/account-auth-hooks.ts";
import { accountAuthOptions } from "./features/account/account-auth-options.ts";
import { createDeviceServices, type DeviceServices } from "./features/devices/device-services.ts";

/** Everything the HTTP layer needs, built once per process (or per test file). */
export interface Services {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  /** Stripe when configured, else the built-in local provider (docs/architecture.md#stack). */
  billing: BillingProvider;
  /** API key cache + invalidation, credit ledger, plugin rate limiter (docs/credits.md, docs/plugin-api.md). */
  plugin: PluginServices;
  /** Account details cached per session, and the database's feed of what changed (decision 009). */
  accountDetails: { cache: AccountDetailsCache; invalidation: InvalidationFeed };
  /** The plugin's browser sign-in (RFC 8628): clock, wrong-code counters, security e-mails (decision 016). */
  devices: DeviceServices;
  /** Redis (REDIS_URL): shared rate-limit counters and better-auth's secondary storage. */
  redis: RedisStorage | undefined;
  /** Running or stopping (SIGTERM): readiness and the HTTP server's keep-alive follow it. */
  lifecycle: Lifecycle;
  /** Returns once every invalidation committed before the call has reached this instance's caches. */
  syncCaches(): Promise<void>;
  /** Stops everything; `keepDatabase` for a second instance that shares another's database (tests). */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export function createServices(
  config: Config,
  database: Database,
  logger: Logger,
  overrides: { mailer?: Mailer; clock?: () => Date } = {},
): Services {
  const mailer =
    overrides.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db, logger));
  const redis = config.redisUrl
    ? createRedisStorage(config.redisUrl, {
        connectTimeoutMs: config.redisConnectTimeoutMs,
        commandTimeoutMs: config.redisCommandTimeoutMs,
        logger,
      })
    : undefined;
  const studio = studioHooks(database.db, logger);
  const adminHooks = adminAuthHooks(database.db, logger);
  const plugin = createPluginServices({ config, database, logger, mailer, sharedStorage: redis });
  const billing = createBillingProvider(config, database.db, logger);
  // Account and studio deletion run inside better-auth and check a second factor through its handler.
  let authHandler: Auth["handler"] = () => Promise.reject(new Error("better-auth is not ready yet"));
  const accountDeps = { db: database.db, provider: billing, mailer, logger, config, authHandler: () => authHandler };
  const account = accountAuthHooks(accountDeps);
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    logger,
    secondaryStorage: redis,
    // The admin guard runs before the account hooks: an admin-only deletion is checked before it starts.
    beforeHooks: [studio.before, ...adminHooks.before, account.before],
    afterHooks: [studio.after, ...adminHooks.after, account.after],
    selfService: accountAuthOptions(accountDeps),
    organizationHooks: studio.organizationHooks,
  });
  authHandler = auth.handler;
  const devices = createDeviceServices({ db: database.db, mailer, logger, clock: overrides.clock });
  const detailsCache = new AccountDetailsCache();
  const accountDetails = {
    cache: detailsCache,
    invalidation: startAccountInvalidationFeed(database, detailsCache, logger),
  };
  return {
    config,
    database,
    logger,
    mailer,
    auth,
    billing,
    plugin,
    accountDetails,
    devices,
    redis,
    lifecycle: createLifecycle(),
    syncCaches: async () => {
      await Promise.all([plugin.keyInvalidation.sync(), accountDetails.invalidation.sync()]);
    },
    close: async ({ keepDatabase = false } = {}) => {
      await plugin.close();
      await devices.close();
      await accountDetails.invalidation.stop();
      billing.close();
      await redis?.close();
      if (!keepDatabase) await database.close();
    },
  };
}
