import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Logger } from "../lib/logger.ts";
import { invalidationLagSeconds } from "../metrics/registry.ts";
import type { Database, Listening } from "./client.ts";

const BARRIER = "barrier:";
const BARRIER_TIMEOUT_MS = 2_000;
/** How often an idle feed proves it still hears the database (see `heartbeat`). */
const HEARTBEAT_MS = 5_000;

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
   * Never throws: if the database cannot be reached, the cache is cleared instead.
   */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

export interface InvalidationFeedOptions {
  heartbeatMs?: number;
  barrierTimeoutMs?: number;
}

/**
 * Feeds a channel's notifications (sent by database triggers when the changing transaction commits)
 * into a cache. The cache is enabled only while the feed is known to hear the database: not before it
 * listens, not after the connection is lost, and not while its own barrier notifications stop arriving
 * (a connection that died silently) — so a missed notification can never leave a stale entry serving.
 */
export function startInvalidationFeed(
  database: Database,
  channel: string,
  target: InvalidationTarget,
  logger: Logger,
  options: InvalidationFeedOptions = {},
): InvalidationFeed {
  const barrierTimeoutMs = options.barrierTimeoutMs ?? BARRIER_TIMEOUT_MS;
  const barriers = new Map<string, () => void>();
  let listening: Listening | undefined;
  let stopped = false;
  // True while the connection is up and barriers come back: only then may the cache be used.
  let hearing = false;
  // Lost its connection and not listening again yet (for the log line that says it recovered).
  let interrupted = false;

  const setHearing = (next: boolean) => {
    if (next === hearing) return;
    hearing = next;
    target.setEnabled(next);
  };

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

  /** Sends a barrier through the database and waits for it to come back; false on timeout or error. */
  const roundTrip = async (): Promise<boolean> => {
    const nonce = randomUUID();
    const endLag = invalidationLagSeconds.startTimer({ channel });
    let timer: NodeJS.Timeout | undefined;
    // Notifications arrive in commit order, so our own barrier comes after every earlier change.
    const arrived = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), barrierTimeoutMs);
      barriers.set(nonce, () => {
        endLag();
        resolve(true);
      });
    });
    try {
      await database.db.execute(sql`select pg_notify(${channel}, ${BARRIER + nonce})`);
      return await arrived;
    } catch (error) {
      logger.warn("invalidation barrier could not be sent", { channel, error: String(error) });
      return false;
    } finally {
      clearTimeout(timer);
      barriers.delete(nonce);
    }
  };

  const check = async (): Promise<void> => {
    if (!listening?.ready) return; // Reconnecting: the cache is already off.
    const arrived = await roundTrip();
    if (arrived) setHearing(true);
    else {
      if (hearing) logger.warn("invalidation barrier did not come back; cache disabled until one does", { channel });
      setHearing(false);
      // The listening connection may be dead without having said so (a partition): listen on a new one, which
      // turns the cache back on once it is listening.
      listening.reconnect?.();
    }
  };

  const started = database
    .listen(channel, {
      onNotify,
      onReady: () => {
        if (interrupted) logger.info("invalidation feed listening again; its cache is back on", { channel });
        interrupted = false;
        setHearing(true);
      },
      onReset: () => {
        logger.warn("invalidation feed interrupted; its cache is disabled until it reconnects", { channel });
        interrupted = true;
        setHearing(false);
      },
    })
    .then(async (handle) => {
      listening = handle;
      if (stopped) await handle.stop();
    })
    .catch((error: unknown) =>
      logger.error("invalidation feed failed to start; nothing is cached", { channel, error: String(error) }),
    );

  // A LISTEN connection can die without an error (a network partition, a stalled backend): the
  // heartbeat notices within HEARTBEAT_MS + the barrier timeout and turns the cache off meanwhile.
  const heartbeat = setInterval(() => void check(), options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    sync: async () => {
      // Not hearing: the cache is off and holds nothing, so nothing can be stale. A barrier is still
      // sent (not awaited) so that the cache comes back as soon as the feed does.
      if (!hearing) {
        void check();
        return;
      }
      await check();
    },
    stop: async () => {
      stopped = true;
      clearInterval(heartbeat);
      await started;
      await listening?.stop();
      setHearing(false);
    },
  };
}
