import type { Db } from "../../db/client.ts";
import type { BackgroundTasks } from "../../lib/background-tasks.ts";
import { createWindowCounter } from "../../lib/window-counter.ts";
import { apiKeyLookups, apiKeyLookupsRefused } from "../../metrics/registry.ts";
import { touchKeys } from "./api-key-store.ts";
import { hashApiKey } from "./key-format.ts";
import { resolveKeyHash, type KeyResolution } from "./principal.ts";
import type { PrincipalCache } from "./principal-cache.ts";

const TOUCH_INTERVAL_MS = 60_000;
/** Hashes of keys found unknown that this instance remembers; past this many it forgets them all and starts over. */
const UNKNOWN_KEYS_REMEMBERED = 10_000;
/**
 * Database lookups one client address may spend, per minute and instance, on keys that turn out unknown. A plugin
 * sends the one key it holds (and a key once found unknown is not looked up again), so many different unknown keys
 * from one address are someone guessing or flooding; past this, that address's keys are not looked up.
 */
export const UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE = 20;

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
}

/**
 * Plugin key → principal: from memory when cached, else from the database (and cached). Records
 * "last used" at most once a minute per key, off the request path.
 *
 * A key found unknown is remembered as such: a plugin left with a revoked key retries it, and each retry
 * would be a database lookup. Unknown stays unknown: revocation is for good, a studio key dies with its
 * membership or studio (revoked or deleted with them), and nobody can hold a key before it is created.
 * A banned owner's keys are not remembered (a ban can be lifted).
 *
 * Concurrent requests with the same key share one lookup. An address is charged for a lookup only once the key
 * turns out unknown, so keys that work never use up its budget however slow the database is; the price is that
 * guesses already in flight when the budget runs out still run (at most one per open connection).
 */
export function createKeyResolver(
  db: Db,
  cache: PrincipalCache,
  background: BackgroundTasks,
  clock: () => Date = () => new Date(),
): KeyResolver {
  const unknownHashes = new Set<string>();
  const unknownLookupsByAddress = createWindowCounter(UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE, 60_000, () =>
    clock().getTime(),
  );
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
    setImmediate(() => {
      touchScheduled = false;
      const ids = [...pendingTouches];
      pendingTouches.clear();
      background.run("recording api key use", () => touchKeys(db, ids, clock()));
    });
  };

  const lookups = new Map<string, Promise<KeyResolution>>();
  const lookUp = async (hash: string, address: string): Promise<KeyResolution> => {
    const token = cache.beginLookup();
    const resolution = await resolveKeyHash(db, hash, clock());
    apiKeyLookups.inc({ result: resolution.status });
    if (resolution.status === "unknown") {
      unknownLookupsByAddress.hit(address);
      if (unknownHashes.size >= UNKNOWN_KEYS_REMEMBERED) unknownHashes.clear();
      unknownHashes.add(hash);
    } else if (resolution.status === "active") {
      cache.store(hash, resolution.principal, token);
      recordUse(resolution.principal.keyId);
    }
    return resolution;
  };

  return {
    resolve: async (key, clientAddress) => {
      const hash = hashApiKey(key);
      const cached = cache.get(hash);
      if (cached) {
        recordUse(cached.keyId);
        return { status: "active", principal: cached };
      }
      if (unknownHashes.has(hash)) return { status: "unknown" };
      // Requests with a key already being looked up wait for that lookup: a plugin's burst with a key this
      // instance has not seen yet (after a deploy, say) costs one lookup, not one each.
      const pending = lookups.get(hash);
      if (pending) return pending;
      const address = clientAddress();
      const budget = unknownLookupsByAddress.check(address);
      if (!budget.allowed) {
        apiKeyLookupsRefused.inc();
        return { status: "throttled", retryAfterSeconds: budget.retryAfterSeconds };
      }
      const lookup = lookUp(hash, address).finally(() => lookups.delete(hash));
      lookups.set(hash, lookup);
      return lookup;
    },
    forget: (keyId) => cache.invalidate({ keyId }),
  };
}
