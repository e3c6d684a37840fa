import type { SecondaryStorage } from "../../auth/redis-storage.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { BackgroundTasks } from "../../lib/background-tasks.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { InvalidationFeed } from "../../db/invalidation-feed.ts";
import { startKeyInvalidationFeed } from "../api-keys/key-invalidation.ts";
import { createKeyResolver, type KeyResolver } from "../api-keys/key-resolver.ts";
import { PrincipalCache } from "../api-keys/principal-cache.ts";
import { checkCreditThresholds } from "../billing/credit-thresholds.ts";
import { createCreditLedger, type CreditLedger } from "../credits/ledger.ts";
import {
  createDatabaseRateLimiter,
  createMemoryRateLimiter,
  createSharedRateLimiter,
  type RateLimiter,
} from "./rate-limiter.ts";

/** The plugin path's long-lived parts: key cache and its invalidation feed, the ledger, the rate limiter. */
export interface PluginServices {
  keyCache: PrincipalCache;
  /** Its sync() is part of the app's write barrier (app.ts): a revoked key is refused on the next request. */
  keyInvalidation: InvalidationFeed;
  keys: KeyResolver;
  ledger: CreditLedger;
  rateLimiter: RateLimiter;
  close(): Promise<void>;
}

export function createPluginServices(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  sharedStorage?: (SecondaryStorage & { readonly connected?: boolean }) | undefined;
}): PluginServices {
  const { config, database, logger, mailer } = deps;
  const db = database.db;
  const keyCache = new PrincipalCache();
  const keyInvalidation = startKeyInvalidationFeed(database, keyCache, logger);
  const background = new BackgroundTasks(logger);
  const announce = (poolId: string) =>
    background.run("credit threshold e-mail", () => checkCreditThresholds(db, mailer, poolId, config.baseUrl));
  const ledger = createCreditLedger(database, logger, {
    // PGlite is one connection: a second batch in flight would only queue behind the first. On
    // PostgreSQL, two: one commits while the next gathers. More batches in flight are smaller ones —
    // more round trips for the same debits (measured: 8 in flight served ~25 % fewer debits than 2).
    // The two may share a pool: the second then waits for the pool's row lock inside PostgreSQL and
    // starts the moment the first commits (decision 006).
    maxConcurrentBatches: database.kind === "pglite" ? 1 : 2,
    onThresholdReached: announce,
  });
  const rateLimiter = deps.sharedStorage
    ? createSharedRateLimiter(
        deps.sharedStorage,
        config.pluginRateLimitPerMinute,
        logger,
        Date.now,
        createDatabaseRateLimiter(db, config.pluginRateLimitPerMinute),
      )
    : createMemoryRateLimiter(config.pluginRateLimitPerMinute);
  const keys = createKeyResolver(db, keyCache, background);
  return {
    keyCache,
    keyInvalidation,
    keys,
    ledger,
    rateLimiter,
    close: async () => {
      await ledger.drain();
      // A use recorded in the last requests' tick would otherwise be written after the database closed.
      keys.flush();
      await background.settled();
      await keyInvalidation.stop();
    },
  };
}
