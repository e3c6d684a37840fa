import { InvalidatedCache, type InvalidatedCacheOptions } from "../../lib/invalidated-cache.ts";
import type { KeyResolution } from "./principal.ts";

/** What is cached for a key hash: a working key's principal, or that the key's owner is banned. */
export type CachedKey = Extract<KeyResolution, { status: "active" | "banned" }>;

/** What an invalidation names: one key, or every key of a user. */
export interface KeyInvalidation {
  keyId?: string;
  userId?: string;
}

const keyTag = (keyId: string) => `key:${keyId}`;
const userTag = (userId: string) => `user:${userId}`;

/**
 * key hash → principal, in memory: active keys, and keys of banned owners (a banned user's script sending its key
 * again and again is answered from memory, not from the database). Entries leave on invalidation (pushed by the
 * database on every revoke, removal, ban, unban or delete), on expiry (the names and studio names /me shows
 * refresh this often; a ban with an end is kept no longer than it lasts), or all at once when the feed of
 * invalidations is interrupted.
 */
export class PrincipalCache {
  private readonly cache: InvalidatedCache<CachedKey>;

  constructor(options: Omit<InvalidatedCacheOptions<CachedKey>, "tagsOf"> = {}) {
    this.cache = new InvalidatedCache({
      ...options,
      name: "api_key",
      tagsOf: (cached) => {
        const { keyId, userId } = cached.status === "active" ? cached.principal : cached;
        return [keyTag(keyId), userTag(userId)];
      },
    });
  }

  get(keyHash: string): CachedKey | undefined {
    return this.cache.get(keyHash);
  }

  /** Call before reading the database; pass the token to `store` so stale reads are not cached. */
  beginLookup(): number {
    return this.cache.beginLookup();
  }

  store(keyHash: string, cached: CachedKey, lookupToken: number): void {
    // A ban with an end lapses without any change in the database, so without an invalidation.
    const lapses = cached.status === "banned" && cached.until ? cached.until.getTime() : Infinity;
    this.cache.store(keyHash, cached, lookupToken, lapses);
  }

  invalidate(target: KeyInvalidation): void {
    if (target.keyId !== undefined) this.cache.invalidate(keyTag(target.keyId));
    if (target.userId !== undefined) this.cache.invalidate(userTag(target.userId));
    // A notification naming neither is malformed: forget everything rather than risk a stale key.
    if (target.keyId === undefined && target.userId === undefined) this.cache.clear();
  }

  clear(): void {
    this.cache.clear();
  }

  setEnabled(enabled: boolean): void {
    this.cache.setEnabled(enabled);
  }

  get isEnabled(): boolean {
    return this.cache.isEnabled;
  }

  get size(): number {
    return this.cache.size;
  }
}
