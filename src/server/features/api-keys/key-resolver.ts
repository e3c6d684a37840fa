import type { Db } from "../../db/client.ts";
import type { BackgroundTasks } from "../../lib/background-tasks.ts";
import { apiKeyLookups, apiKeyLookupsRefused } from "../../metrics/registry.ts";
import { touchKeys } from "./api-key-store.ts";
import { hashApiKey } from "./key-format.ts";
import { resolveKeyHash, type KeyResolution } from "./principal.ts";
import type { PrincipalCache } from "./principal-cache.ts";
import { createUnknownKeyBudget, type BudgetVerdict } from "./unknown-key-budget.ts";

const TOUCH_INTERVAL_MS = 60_000;
/** Hashes of keys found unknown that this instance remembers; past this many it forgets them all and starts over. */
const UNKNOWN_KEYS_REMEMBERED = 10_000;
/** Hashes of keys this instance has found active; past this many it starts over. */
const ACTIVE_KEYS_REMEMBERED = 100_000;

/** What a key resolves to, or that it was not looked up: its address spent its budget of unknown keys. */
export type KeyResolverOutcome = KeyResolution | { status: "throttled"; retryAfterSeconds: number };

export interface KeyResolver {
  /**
   * `key` must already be well-formed (see key-format.ts). `clientAddress` is asked only when the key has to be
   * looked up in the database (not for a cached key: the hot path stays as it was).
   */
  resolve(key: string, clientAddress: () => string): Promise<KeyResolverOutcome>;
  /** Drops a key this instance found stale (the ledger refused it although it was cached). */
  forget(keyId: string): void;
  /** Hands the "last used" updates still waiting for the next tick to the background tasks (before shutdown). */
  flush(): void;
}

/**
 * Plugin key → principal: from memory when cached, else from the database (and cached). Records
 * "last used" at most once a minute per key, off the request path.
 *
 * A key found unknown is remembered as such: a plugin left with a revoked key retries it, and each retry
 * would be a database lookup. Unknown stays unknown: revocation is for good, a studio key dies with its
 * membership or studio (revoked or deleted with them), and nobody can hold a key before it is created.
 * A banned owner's key is not remembered as unknown (a ban can be lifted): the cache holds it as banned, until
 * the unban's invalidation, its expiry or the ban's end.
 *
 * A key this instance has never found active is looked up only within its address's budget of refused keys
 * (unknown-key-budget.ts: unknown keys, and keys of banned owners each time one is looked up); keys it has found
 * active are always looked up (they may have been revoked since), so a plugin that works keeps working from an
 * address that is over its budget. Concurrent requests with the same key share one lookup, unless the cache was
 * invalidated after that lookup began.
 */
export function createKeyResolver(
  db: Db,
  cache: PrincipalCache,
  background: BackgroundTasks,
  clock: () => Date = () => new Date(),
): KeyResolver {
  const budget = createUnknownKeyBudget(undefined, () => clock().getTime());
  const unknownHashes = new Set<string>();
  const activeHashes = new Set<string>();
  const lookups = new Map<string, { token: number; resolution: Promise<KeyResolution> }>();
  const lastTouched = new Map<string, number>();
  const pendingTouches = new Set<string>();
  let touchScheduled = false;

  const recordUse = (keyId: string) => {
    const now = clock().getTime();
    if (now - (lastTouched.get(keyId) ?? 0) < TOUCH_INTERVAL_MS) return;
    lastTouched.set(keyId, now);
    if (lastTouched.size > 100_000) lastTouched.clear();
    pendingTouches.add(keyId);
    if (touchScheduled) return;
    touchScheduled = true;
    setImmediate(flushTouches);
  };
  // Every use in one tick is recorded by one statement.
  const flushTouches = () => {
    touchScheduled = false;
    if (pendingTouches.size === 0) return;
    const ids = [...pendingTouches];
    pendingTouches.clear();
    background.run("recording api key use", () => touchKeys(db, ids, clock()));
  };

  const remember = (set: Set<string>, hash: string, cap: number) => {
    if (set.size >= cap) set.clear();
    set.add(hash);
  };

  /** `charge`: the address's budget, for a key not found active before (settled with the outcome). */
  const lookUp = async (hash: string, token: number, charge?: Extract<BudgetVerdict, { allowed: true }>) => {
    let resolution: KeyResolution;
    try {
      resolution = await resolveKeyHash(db, hash, clock());
    } catch (error) {
      charge?.settle("failed");
      throw error;
    }
    charge?.settle(resolution.status === "active" ? "found" : "refused");
    apiKeyLookups.inc({ result: resolution.status });
    if (resolution.status === "active") {
      remember(activeHashes, hash, ACTIVE_KEYS_REMEMBERED);
      cache.store(hash, resolution, token);
      recordUse(resolution.principal.keyId);
    } else {
      activeHashes.delete(hash);
      if (resolution.status === "banned") cache.store(hash, resolution, token);
      else remember(unknownHashes, hash, UNKNOWN_KEYS_REMEMBERED);
    }
    return resolution;
  };

  return {
    resolve: async (key, clientAddress) => {
      const hash = hashApiKey(key);
      const cached = cache.get(hash);
      if (cached) {
        if (cached.status === "active") recordUse(cached.principal.keyId);
        return cached;
      }
      if (unknownHashes.has(hash)) return { status: "unknown" };
      // A request joins a lookup of its key already under way (a plugin's burst after a deploy costs one
      // lookup), but not one that began before an invalidation (it may have read the key before it was
      // revoked), nor any while the feed of invalidations is down (no invalidation would show).
      const token = cache.beginLookup();
      const pending = lookups.get(hash);
      if (pending?.token === token && cache.isEnabled) return pending.resolution;

      const verdict = activeHashes.has(hash) ? undefined : budget.begin(clientAddress());
      if (verdict && !verdict.allowed) {
        apiKeyLookupsRefused.inc();
        return { status: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };
      }
      const entry = { token, resolution: lookUp(hash, token, verdict) };
      lookups.set(hash, entry);
      // Tidies up either way; the caller handles a failure.
      const done = () => lookups.get(hash) === entry && lookups.delete(hash);
      entry.resolution.then(done, done);
      return entry.resolution;
    },
    forget: (keyId) => cache.invalidate({ keyId }),
    flush: flushTouches,
  };
}
