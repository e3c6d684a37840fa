import { InvalidatedCache, type InvalidatedCacheOptions } from "../../lib/invalidated-cache.ts";
import type { KeyPrincipal } from "./principal.ts";

/** What an invalidation names: one key, or every key of a user. */
export interface KeyInvalidation {
  keyId?: string;
  userId?: string;
}

const keyTag = (keyId: string) => `key:${keyId}`;
const userTag = (userId: string) => `user:${userId}`;

/**
 * key hash → principal, in memory. Only active keys are stored. Entries leave on invalidation (pushed
 * by the database on every revoke, removal, ban or delete), on expiry (the names and studio names /me
 * shows refresh this often), or all at once when the feed of invalidations is interrupted.
 */
export class PrincipalCache {
  private readonly cache: InvalidatedCache<KeyPrincipal>;

  constructor(options: Omit<InvalidatedCacheOptions<KeyPrincipal>, "tagsOf"> = {}) {
    this.cache = new InvalidatedCache({
      ...options,
      name: "api_key",
      tagsOf: (principal) => [keyTag(principal.keyId), userTag(principal.userId)],
    });
  }

  get(keyHash: string): KeyPrincipal | undefined {
    return this.cache.get(keyHash);
  }

  /** Call before reading the database; pass the token to `store` so stale reads are not cached. */
  beginLookup(): number {
    return this.cache.beginLookup();
  }

  store(keyHash: string, principal: KeyPrincipal, lookupToken: number): void {
    this.cache.store(keyHash, principal, lookupToken);
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
