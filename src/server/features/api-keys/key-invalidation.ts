import type { Database } from "../../db/client.ts";
import { startInvalidationFeed, type InvalidationFeed } from "../../db/invalidation-feed.ts";
import type { Logger } from "../../lib/logger.ts";
import type { KeyInvalidation, PrincipalCache } from "./principal-cache.ts";

/** Channel the database triggers notify (drizzle/0004_key_invalidation_and_allocations.sql). */
export const KEY_INVALIDATION_CHANNEL = "goji_api_key_invalidation";

/** Feeds the database's key invalidations (`{"keyId"}` or `{"userId"}`) into the principal cache. */
export function startKeyInvalidationFeed(database: Database, cache: PrincipalCache, logger: Logger): InvalidationFeed {
  return startInvalidationFeed(
    database,
    KEY_INVALIDATION_CHANNEL,
    {
      apply: (payload) => cache.invalidate(JSON.parse(payload) as KeyInvalidation),
      clear: () => cache.clear(),
      setEnabled: (enabled) => cache.setEnabled(enabled),
    },
    logger,
  );
}
