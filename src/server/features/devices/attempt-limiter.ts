import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";

export interface AttemptRule {
  /** Counter name, e.g. `device-code:user:<id>`. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface AttemptVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface AttemptLimiter {
  /**
   * Takes one attempt from every rule's budget; refused when any is spent. Counted before the attempt is
   * checked, so concurrent guesses cannot slip past the limit; `refund` gives it back when the attempt
   * turned out fine (a right code is not a guess).
   */
  consume(rules: AttemptRule[]): Promise<AttemptVerdict>;
  refund(rules: AttemptRule[]): Promise<void>;
  /** Whether every rule still has budget left, without taking any (a read: cheap enough to shed a flood). */
  check(rules: AttemptRule[]): Promise<AttemptVerdict>;
}

const windowStartOf = (nowMs: number, windowMs: number) => new Date(Math.floor(nowMs / windowMs) * windowMs);

/**
 * Fixed windows counted in the database, which every instance shares (Redis is optional; the database is
 * not). Only rare paths use it: codes typed on /device, device authorization requests and unknown device codes
 * at the token endpoint.
 */
export function createAttemptLimiter(db: Db, clock: () => Date): AttemptLimiter {
  /** Refused until the end of the latest window whose count, this attempt included, is over its rule's limit. */
  const verdictOf = async (
    rules: AttemptRule[],
    countWithThisAttempt: (rule: AttemptRule, windowStart: Date) => Promise<number>,
  ): Promise<AttemptVerdict> => {
    const now = clock().getTime();
    let refusedUntil = 0;
    for (const rule of rules) {
      const windowStart = windowStartOf(now, rule.windowMs);
      if ((await countWithThisAttempt(rule, windowStart)) > rule.limit)
        refusedUntil = Math.max(refusedUntil, windowStart.getTime() + rule.windowMs);
    }
    if (refusedUntil === 0) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((refusedUntil - now) / 1000)) };
  };
  return {
    consume: (rules) =>
      verdictOf(rules, async (rule, windowStart) => {
        const rows = rowsOf<{ count: number }>(
          await db.execute(sql`insert into attempt_counter (key, window_start, count)
            values (${rule.key}, ${windowStart.toISOString()}::timestamptz, 1)
            on conflict (key) do update set
              count = case when attempt_counter.window_start = excluded.window_start
                then attempt_counter.count + 1 else 1 end,
              window_start = excluded.window_start
            returning count`),
        );
        return rows[0]?.count ?? 0;
      }),
    check: (rules) =>
      verdictOf(rules, async (rule, windowStart) => {
        const rows = rowsOf<{ count: number }>(
          await db.execute(sql`select count from attempt_counter
            where key = ${rule.key} and window_start = ${windowStart.toISOString()}::timestamptz`),
        );
        return (rows[0]?.count ?? 0) + 1;
      }),
    refund: async (rules) => {
      const now = clock().getTime();
      for (const rule of rules) {
        await db.execute(sql`update attempt_counter set count = count - 1
          where key = ${rule.key} and window_start = ${windowStartOf(now, rule.windowMs).toISOString()}::timestamptz
            and count > 0`);
      }
    },
  };
}

/** Drops counters whose window ended long ago. */
export async function purgeAttemptCounters(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from attempt_counter where window_start < ${before.toISOString()}::timestamptz`);
}
