import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Logger } from "../lib/logger.ts";
import type { Database, Listening } from "./client.ts";

const BARRIER = "barrier:";
const SYNC_TIMEOUT_MS = 2_000;

/** What a feed keeps fresh: an in-memory cache (lib/invalidated-cache.ts) and how to read a notification. */
export interface InvalidationTarget {
  /** One notification's payload, as the database triggers send it. */
  apply(payload: string): void;
  clear(): void;
  setEnabled(enabled: boolean): void;
}

export interface InvalidationFeed {
  /**
   * Returns once every invalidation committed before the call has reached this instance's cache.
   * Callers that just changed something use it so their very next request already sees the change.
   */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Feeds a channel's notifications (sent by database triggers when the changing transaction commits)
 * into a cache. Starts in the background; until it listens, and whenever the listening connection is
 * lost, the cache is disabled, so a notification missed meanwhile can never leave a stale entry behind.
 */
export function startInvalidationFeed(database: Database, channel: string, target: InvalidationTarget, logger: Logger): InvalidationFeed {
  const barriers = new Map<string, () => void>();
  let listening: Listening | undefined;
  let stopped = false;

  const onNotify = (payload: string) => {
    if (payload.startsWith(BARRIER)) {
      barriers.get(payload.slice(BARRIER.length))?.();
      return;
    }
    try {
      target.apply(payload);
    } catch {
      target.clear();
    }
  };

  const started = database
    .listen(channel, {
      onNotify,
      onReady: () => target.setEnabled(true),
      onReset: () => {
        logger.warn("invalidation feed interrupted; its cache is disabled until it reconnects", { channel });
        target.setEnabled(false);
      },
    })
    .then(async (handle) => {
      listening = handle;
      if (stopped) await handle.stop();
    })
    .catch((error: unknown) => logger.error("invalidation feed failed to start; nothing is cached", { channel, error: String(error) }));

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
        await database.db.execute(sql`select pg_notify(${channel}, ${BARRIER + nonce})`);
        if (!(await arrived)) {
          logger.warn("invalidation barrier timed out; clearing the cache", { channel });
          target.clear();
        }
      } catch (error) {
        // The change the caller made is committed; failing its answer now would only mislead. Forgetting
        // everything cached is just as safe as waiting for the notifications.
        logger.warn("invalidation barrier failed; clearing the cache", { channel, error: String(error) });
        target.clear();
      } finally {
        barriers.delete(nonce);
      }
    },
    stop: async () => {
      stopped = true;
      await started;
      await listening?.stop();
      target.setEnabled(false);
    },
  };
}
