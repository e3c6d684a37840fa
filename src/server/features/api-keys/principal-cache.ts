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
export class PrincipalCache extends InvalidatedCache<KeyPrincipal> {
  constructor(options: Omit<InvalidatedCacheOptions<KeyPrincipal>, "tagsOf"> = {}) {
    super({ ...options, tagsOf: (principal) => [keyTag(principal.keyId), userTag(principal.userId)] });
  }

  invalidateKeys(target: KeyInvalidation): void {
    if (target.keyId !== undefined) this.invalidate(keyTag(target.keyId));
    if (target.userId !== undefined) this.invalidate(userTag(target.userId));
    // A notification naming neither is malformed: forget everything rather than risk a stale key.
    if (target.keyId === undefined && target.userId === undefined) this.clear();
  }
}
