import type { Db } from "../../db/client.ts";
import type { BackgroundTasks } from "../../lib/background-tasks.ts";
import { touchKeys } from "./api-key-store.ts";
import { hashApiKey } from "./key-format.ts";
import { resolveKeyHash, type KeyResolution } from "./principal.ts";
import type { PrincipalCache } from "./principal-cache.ts";

const TOUCH_INTERVAL_MS = 60_000;

export interface KeyResolver {
  /** `key` must already be well-formed (see key-format.ts). */
  resolve(key: string): Promise<KeyResolution>;
  /** Drops a key this instance found stale (the ledger refused it although it was cached). */
  forget(keyId: string): void;
}

/**
 * Plugin key → principal: from memory when cached, else from the database (and cached). Records
 * "last used" at most once a minute per key, off the request path.
 */
export function createKeyResolver(
  db: Db,
  cache: PrincipalCache,
  background: BackgroundTasks,
  clock: () => Date = () => new Date(),
): KeyResolver {
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
      const token = cache.beginLookup();
      const resolution = await resolveKeyHash(db, hash, clock());
      if (resolution.status === "active") {
        cache.store(hash, resolution.principal, token);
        recordUse(resolution.principal.keyId);
      }
      return resolution;
    },
    forget: (keyId) => cache.invalidate({ keyId }),
  };
}
