import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database, Listening } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { KeyInvalidation, PrincipalCache } from "./principal-cache.ts";

/** Channel the database triggers notify (drizzle/0004_key_invalidation_and_allocations.sql). */
export const KEY_INVALIDATION_CHANNEL = "goji_api_key_invalidation";
const BARRIER = "barrier:";
const SYNC_TIMEOUT_MS = 2_000;

export interface KeyInvalidationFeed {
  /**
   * Returns once every invalidation committed before the call has reached this instance's cache.
   * Callers that just revoked something use it so their very next request already sees the change.
   */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Feeds the database's invalidation notifications into the principal cache. Starts in the
 * background; until it listens, the cache stays disabled (every lookup goes to the database).
 */
export function startKeyInvalidationFeed(database: Database, cache: PrincipalCache, logger: Logger): KeyInvalidationFeed {
  const barriers = new Map<string, () => void>();
  let listening: Listening | undefined;
  let stopped = false;

  const onNotify = (payload: string) => {
    if (payload.startsWith(BARRIER)) {
      barriers.get(payload.slice(BARRIER.length))?.();
      return;
    }
    try {
      cache.invalidate(JSON.parse(payload) as KeyInvalidation);
    } catch {
      cache.clear();
    }
  };

  const started = database
    .listen(KEY_INVALIDATION_CHANNEL, {
      onNotify,
      onReady: () => cache.setEnabled(true),
      onReset: () => {
        logger.warn("api key invalidation feed interrupted; key cache disabled until it reconnects");
        cache.setEnabled(false);
      },
    })
    .then(async (handle) => {
      listening = handle;
      if (stopped) await handle.stop();
    })
    .catch((error: unknown) => logger.error("api key invalidation feed failed to start; keys are not cached", { error: String(error) }));

  return {
    sync: async () => {
      if (!listening?.ready) return; // The cache is disabled: nothing in it can be stale.
      const nonce = randomUUID();
      // Notifications arrive in commit order, so our own barrier comes after every earlier change.
      const arrived = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
        barriers.set(nonce, () => { clearTimeout(timer); resolve(true); });
      });
      try {
        await database.db.execute(sql`select pg_notify(${KEY_INVALIDATION_CHANNEL}, ${BARRIER + nonce})`);
        if (!(await arrived)) {
          logger.warn("api key invalidation barrier timed out; clearing the key cache");
          cache.clear();
        }
      } finally {
        barriers.delete(nonce);
      }
    },
    stop: async () => {
      stopped = true;
      await started;
      await listening?.stop();
      cache.setEnabled(false);
    },
  };
}
