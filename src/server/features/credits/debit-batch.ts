import type { Database } from "../../db/client.ts";
import { CREDIT_THRESHOLDS } from "../billing/credit-thresholds.ts";
import {
  BATCH_STATEMENTS,
  batchState,
  lockPools,
  poolFromRow,
  selectBatchState,
  writeCalls,
  type BatchStateRow,
  type LockedPoolRow,
} from "./debit-batch-sql.ts";
import { debitOutcomes } from "../../metrics/registry.ts";
import { planDebits, type DebitOutcome, type DebitPlan, type DebitRequest } from "./debit-rules.ts";
import { rollOverIfDue, type CreditPool } from "./pools.ts";

export interface DebitBatchResult {
  outcomes: DebitOutcome[];
  /** Pools this batch took past a usage threshold not yet announced this cycle (80 %, 100 %). */
  poolsAtThreshold: string[];
}

/**
 * Applies a batch of debits in ONE transaction (group commit, docs/credits.md) and TWO round trips
 * (decision 010): [BEGIN, lock the pools in id order so concurrent batches never deadlock, read the
 * keys, allocations and earlier events as they are now] → each debit decided in arrival order
 * (debit-rules.ts) → [write every charge in one statement, COMMIT]. Any failure rolls the whole batch
 * back: nothing is charged.
 */
export async function applyDebitBatch(
  database: Database,
  debits: DebitRequest[],
  now = new Date(),
  rollOvers = 0,
): Promise<DebitBatchResult> {
  const attempt = await database.scriptedTransaction<DebitBatchResult | { due: CreditPool[] }>(
    BATCH_STATEMENTS,
    async (tx) => {
      const poolIds = [...new Set(debits.map((d) => d.poolId))].sort();
      const keyIds = [...new Set(debits.map((d) => d.keyId))];
      const lookups = debits.map((d) => ({ pool_id: d.poolId, user_id: d.userId, idempotency_key: d.idempotencyKey }));
      // The state read is the script's next statement, so it takes a new snapshot once the locks are
      // held: it sees everything committed by whoever held them before us.
      const [lockedRows, stateRows] = await tx.run([lockPools, [poolIds]], [selectBatchState, [now, keyIds, lookups]]);
      const pools = new Map((lockedRows as LockedPoolRow[]).map((row) => [row.id, poolFromRow(row)]));
      const due = [...pools.values()].filter((pool) => pool.cycleEnd <= now);
      // Rare (once a cycle per pool): roll those over on their own, then take the batch again.
      if (due.length > 0) return { due };

      const plan = planDebits(debits, { pools, ...batchState(stateRows?.[0] as BatchStateRow | undefined) });
      await tx.runAndCommit(...writeCalls(plan, now));
      return { outcomes: plan.outcomes, poolsAtThreshold: poolsReachingThreshold(plan, pools) };
    },
  );
  if ("outcomes" in attempt) {
    for (const outcome of attempt.outcomes) debitOutcomes.inc({ outcome: outcome.kind });
    return attempt;
  }
  // A rolled pool's cycle ends after `now`, so one retry is enough; a pool that keeps coming back due means
  // something else keeps moving its cycle, and the batch fails (each debit is then retried alone).
  if (rollOvers >= 2) throw new Error(`credit pools still due for roll-over after ${rollOvers} roll-overs`);
  for (const pool of attempt.due) await rollOverIfDue(database.db, pool, now);
  return applyDebitBatch(database, debits, now, rollOvers + 1);
}

function poolsReachingThreshold(plan: DebitPlan, pools: Map<string, CreditPool>): string[] {
  const reached: string[] = [];
  for (const [poolId, delta] of plan.poolDeltas) {
    const pool = pools.get(poolId);
    if (!pool || pool.total <= 0) continue;
    const used = pool.used + delta.used;
    if (CREDIT_THRESHOLDS.some((t) => used * 100 >= pool.total * t && !pool.notifiedThresholds.includes(t)))
      reached.push(poolId);
  }
  return reached;
}
