import type { KeyPrincipal } from "./principal.ts";

/** What an invalidation names: one key, or every key of a user. */
export interface KeyInvalidation {
  keyId?: string;
  userId?: string;
}

export interface PrincipalCacheOptions {
  /** Safety net only (names and studio names shown by /me refresh this often); revocation is pushed. */
  ttlMs?: number;
  maxEntries?: number;
  clock?: () => number;
}

/**
 * key hash → principal, in memory. Only active keys are stored. Entries leave on invalidation (pushed
 * by the database on every revoke, removal, ban or delete), on expiry, or all at once when the feed of
 * invalidations is interrupted; while it is down the cache stores nothing and every lookup goes to
 * the database.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: KeyPrincipal; expiresAt: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;
  // Bumped on every invalidation: a lookup that started before one may have read the old state.
  private generation = 0;
  private enabled = false;

  constructor(options: PrincipalCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 50_000;
    this.clock = options.clock ?? Date.now;
  }

  get(keyHash: string): KeyPrincipal | undefined {
    const entry = this.entries.get(keyHash);
    if (!entry) return undefined;
    if (!this.enabled || entry.expiresAt <= this.clock()) {
      this.entries.delete(keyHash);
      return undefined;
    }
    return entry.principal;
  }

  /** Call before reading the database; pass the token to `store` so stale reads are not cached. */
  beginLookup(): number {
    return this.generation;
  }

  store(keyHash: string, principal: KeyPrincipal, lookupToken: number): void {
    if (!this.enabled || lookupToken !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(keyHash, { principal, expiresAt: this.clock() + this.ttlMs });
  }

  invalidate(target: KeyInvalidation): void {
    this.generation += 1;
    for (const [hash, { principal }] of this.entries) {
      if (principal.keyId === target.keyId || principal.userId === target.userId) this.entries.delete(hash);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Caching is allowed only while invalidations are being received. */
  setEnabled(enabled: boolean): void {
    this.clear();
    this.enabled = enabled;
  }

  get size(): number {
    return this.entries.size;
  }
}
