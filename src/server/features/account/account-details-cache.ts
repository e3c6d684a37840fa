import type { Database } from "../../db/client.ts";
import { startInvalidationFeed, type InvalidationFeed } from "../../db/invalidation-feed.ts";
import { InvalidatedCache } from "../../lib/invalidated-cache.ts";
import type { Logger } from "../../lib/logger.ts";
import type { SessionDetailsRow } from "./account-details.ts";

/** Channel the database triggers notify (drizzle/0008_account_details_invalidation.sql). */
export const ACCOUNT_INVALIDATION_CHANNEL = "goji_account_invalidation";

/**
 * (session token, active studio) → the account-details row, dropped by the row's user id whenever the
 * database announces a change to the user, their sessions, password, keys, memberships, personal pool
 * or subscriptions (decision 009).
 */
export class AccountDetailsCache extends InvalidatedCache<SessionDetailsRow> {
  constructor(options: { ttlMs?: number; maxEntries?: number; clock?: () => number } = {}) {
    super({ ...options, name: "account_details", tagsOf: (row) => [row.userId] });
  }
}

export const accountDetailsCacheKey = (token: string, activeOrgId: string | null) => `${token}\n${activeOrgId ?? ""}`;

/** Feeds the triggers' notifications — a user id, user ids joined by commas, or `*` for everyone — into the cache. */
export function startAccountInvalidationFeed(
  database: Database,
  cache: AccountDetailsCache,
  logger: Logger,
): InvalidationFeed {
  return startInvalidationFeed(
    database,
    ACCOUNT_INVALIDATION_CHANNEL,
    {
      apply: (payload) => {
        if (payload === "*") cache.clear();
        else for (const userId of payload.split(",")) cache.invalidate(userId);
      },
      clear: () => cache.clear(),
      setEnabled: (enabled) => cache.setEnabled(enabled),
    },
    logger,
  );
}
