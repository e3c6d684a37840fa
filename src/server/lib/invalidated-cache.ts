import type { Counter } from "prom-client";
import { cacheLookups } from "../metrics/registry.ts";

export interface InvalidatedCacheOptions<V> {
  /** The tags an entry is dropped by (e.g. its key id, its user id). */
  tagsOf: (value: V) => readonly string[];
  /** Safety net only: changes are pushed as invalidations; this bounds what a missed one could cost. */
  ttlMs?: number;
  maxEntries?: number;
  clock?: () => number;
  /** Its label in the cache metrics (goji_cache_lookups_total). */
  name?: string;
}

/** How many recently invalidated tags are remembered for lookups in flight (see `store`). */
const TAG_MEMORY = 10_000;

interface Entry<V> {
  value: V;
  tags: readonly string[];
  expiresAt: number;
}

/**
 * An in-memory cache kept fresh by pushed invalidations (a database's NOTIFY feed): entries leave when
 * one of their tags is invalidated, on expiry, or all at once when the feed is interrupted. While the
 * feed is down the cache is disabled and stores nothing, so every lookup goes to the database.
 *
 * A lookup that read the database before an invalidation arrived may have read the old state: callers
 * take a token with `beginLookup()` before reading and pass it to `store()`, which refuses the value if
 * one of its tags was invalidated (or everything was cleared) in between. Invalidations of other tags do
 * not count, so a busy feed (every debit batch names pool owners) does not keep the cache empty.
 */
export class InvalidatedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly tagsOf: (value: V) => readonly string[];
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;
  private generation = 0;
  /** When each recently invalidated tag was last invalidated (a generation), bounded by TAG_MEMORY. */
  private readonly invalidatedAt = new Map<string, number>();
  /** Lookups that began before this generation may have read anything stale: set by clear(). */
  private floor = 0;
  private enabled = false;
  private readonly hits: Counter.Internal;
  private readonly misses: Counter.Internal;

  constructor(options: InvalidatedCacheOptions<V>) {
    this.tagsOf = options.tagsOf;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 50_000;
    this.clock = options.clock ?? Date.now;
    // Bound once: the lookup path pays an addition, not a label lookup.
    this.hits = cacheLookups.labels({ cache: options.name ?? "cache", result: "hit" });
    this.misses = cacheLookups.labels({ cache: options.name ?? "cache", result: "miss" });
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses.inc();
      return undefined;
    }
    if (!this.enabled || entry.expiresAt <= this.clock()) {
      this.remove(key);
      this.misses.inc();
      return undefined;
    }
    this.hits.inc();
    return entry.value;
  }

  /** Call before reading the database; pass the token to `store` so a stale read is not cached. */
  beginLookup(): number {
    return this.generation;
  }

  /**
   * `expiresAt` (on the cache's clock: epoch ms unless another clock was given) cuts the entry's life short of the
   * TTL, for a value known to lapse by itself.
   */
  store(key: string, value: V, lookupToken: number, expiresAt = Infinity): void {
    if (!this.enabled || lookupToken < this.floor) return;
    const tags = this.tagsOf(value);
    if (tags.some((tag) => (this.invalidatedAt.get(tag) ?? 0) > lookupToken)) return;
    this.remove(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.entries.set(key, { value, tags, expiresAt: Math.min(this.clock() + this.ttlMs, expiresAt) });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /** Drops every entry carrying `tag`. */
  invalidate(tag: string): void {
    this.generation += 1;
    if (this.invalidatedAt.size >= TAG_MEMORY) {
      // Forgetting which tags changed is safe only if every lookup in flight is refused.
      this.invalidatedAt.clear();
      this.floor = this.generation;
    }
    this.invalidatedAt.set(tag, this.generation);
    const keys = this.keysByTag.get(tag);
    if (keys) for (const key of [...keys]) this.remove(key);
  }

  clear(): void {
    this.generation += 1;
    this.floor = this.generation;
    this.invalidatedAt.clear();
    this.entries.clear();
    this.keysByTag.clear();
  }

  /** False while the feed of invalidations is interrupted: nothing is served from or stored in the cache. */
  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Caching is allowed only while invalidations are being received. */
  setEnabled(enabled: boolean): void {
    this.clear();
    this.enabled = enabled;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
