export interface WindowVerdict {
  allowed: boolean;
  /** Whole seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/** Fixed windows of `windowMs`: the verdict for the `count`-th event of window `windowIndex`. */
export function windowVerdict(count: number, limit: number, windowIndex: number, windowMs: number, now: number) {
  return {
    allowed: count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil(((windowIndex + 1) * windowMs - now) / 1000)),
  } satisfies WindowVerdict;
}

/** Events per key in fixed windows, counted in this process's memory. */
export interface WindowCounter {
  /** Counts one event for `key`: allowed while the window's count stays within the limit. */
  hit(key: string): WindowVerdict;
  /** Counts nothing: whether one more event for `key` would still be allowed in this window. */
  check(key: string): WindowVerdict;
}

/** Past this many keys, counters of windows already over are dropped. */
const PRUNE_ABOVE_KEYS = 50_000;

export function createWindowCounter(limit: number, windowMs: number, clock: () => number = Date.now): WindowCounter {
  const counters = new Map<string, { windowIndex: number; count: number }>();
  return {
    hit: (key) => {
      const now = clock();
      const windowIndex = Math.floor(now / windowMs);
      let counter = counters.get(key);
      if (!counter || counter.windowIndex !== windowIndex) {
        if (counters.size > PRUNE_ABOVE_KEYS)
          for (const [k, c] of counters) if (c.windowIndex !== windowIndex) counters.delete(k);
        counter = { windowIndex, count: 0 };
        counters.set(key, counter);
      }
      counter.count += 1;
      return windowVerdict(counter.count, limit, windowIndex, windowMs, now);
    },
    check: (key) => {
      const now = clock();
      const windowIndex = Math.floor(now / windowMs);
      const counter = counters.get(key);
      const count = counter?.windowIndex === windowIndex ? counter.count : 0;
      return windowVerdict(count + 1, limit, windowIndex, windowMs, now);
    },
  };
}
