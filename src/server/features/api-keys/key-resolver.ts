import type { Db } from "../../db/client.ts";
import type { BackgroundTasks } from "../../lib/background-tasks.ts";
import { apiKeyLookups } from "../../metrics/registry.ts";
import { touchKeys } from "./api-key-store.ts";
import { hashApiKey } from "./key-format.ts";
import { resolveKeyHash, type KeyResolution } from "./principal.ts";
import type { PrincipalCache } from "./principal-cache.ts";

const TOUCH_INTERVAL_MS = 60_000;
/** Hashes of keys found unknown that this instance remembers; past this many it forgets them all and starts over. */
const UNKNOWN_KEYS_REMEMBERED = 10_000;

export interface KeyResolver {
  /** `key` must already be well-formed (see key-format.ts). */
  resolve(key: string): Promise<KeyResolution>;
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
 */
export function createKeyResolver(
  db: Db,
  cache: PrincipalCache,
  background: BackgroundTasks,
  clock: () => Date = () => new Date(),
): KeyResolver {
  const unknownHashes = new Set<string>();
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

  return {
    resolve: async (key) => {
      const hash = hashApiKey(key);
      const cached = cache.get(hash);
      if (cached) {
        recordUse(cached.keyId);
        return { status: "active", principal: cached };
      }
      if (unknownHashes.has(hash)) return { status: "unknown" };
      const token = cache.beginLookup();
      const resolution = await resolveKeyHash(db, hash, clock());
      apiKeyLookups.inc({ result: resolution.status });
      if (resolution.status === "active") {
        cache.store(hash, resolution.principal, token);
        recordUse(resolution.principal.keyId);
      } else if (resolution.status === "unknown") {
        if (unknownHashes.size >= UNKNOWN_KEYS_REMEMBERED) unknownHashes.clear();
        unknownHashes.add(hash);
      }
      return resolution;
    },
    forget: (keyId) => cache.invalidate({ keyId }),
  };
}
