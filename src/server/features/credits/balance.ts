import type { CreditBalance } from "../../../shared/plugin-api.ts";

/** What a pool row holds that limits a debit. */
export interface PoolCounters {
  total: number;
  used: number;
  sharedUsed: number;
  allocatedTotal: number;
  cycleEnd: Date;
}

/**
 * Whose credits a key spends (docs/credits.md): a personal pool; a studio member's own allocation;
 * or, for a member without one, the studio's shared remainder `total − Σ allocations`.
 */
export type Spender =
  { kind: "personal" } | { kind: "allocated"; allocation: number; allocatedUsed: number } | { kind: "shared" };

/** The limit a debit must stay under, and what already counts against it. */
export function spendingLimit(pool: PoolCounters, spender: Spender): { used: number; total: number } {
  switch (spender.kind) {
    case "personal":
      return { used: pool.used, total: pool.total };
    case "allocated":
      return { used: spender.allocatedUsed, total: spender.allocation };
    case "shared":
      return { used: pool.sharedUsed, total: Math.max(0, pool.total - pool.allocatedTotal) };
  }
}

/**
 * Credits as the plugin shows them ("N / M used"). `remaining` is what a debit can take right now:
 * the spender's own limit, and never past the pool's total (which shrinks if a plan is downgraded).
 */
export function balanceFor(pool: PoolCounters, spender: Spender): CreditBalance {
  const limit = spendingLimit(pool, spender);
  const remaining = Math.max(0, Math.min(limit.total - limit.used, pool.total - pool.used));
  return { used: limit.used, total: limit.total, remaining, resetsAt: pool.cycleEnd.toISOString() };
}

export function spenderFor(organizationId: string | null, allocation: number | null, allocatedUsed: number): Spender {
  if (organizationId === null) return { kind: "personal" };
  return allocation === null ? { kind: "shared" } : { kind: "allocated", allocation, allocatedUsed };
}
