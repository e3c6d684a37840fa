import { sql } from "drizzle-orm";
import type { Db } from "../../../src/server/db/client.ts";
import { rowsOf } from "../../../src/server/db/raw-rows.ts";

export interface LedgerCheck {
  exact: boolean;
  poolUsed: number;
  eventSum: number;
  eventCount: number;
  mismatchedPools: number;
  studioSplitExact: boolean;
}

/**
 * After a run: every pool's `used` equals the sum of its events, and the studio pool's `used` equals
 * what its allocated members spent plus what the others shared.
 */
export async function checkLedger(db: Db, poolIds: string[], studioPoolId: string): Promise<LedgerCheck> {
  const perPool = rowsOf<{ id: string; used: number; event_sum: number; event_count: number }>(
    await db.execute(sql`
    select p.id, p.used, coalesce(sum(e.amount), 0)::int as event_sum, count(e.id)::int as event_count
    from credit_pool p left join usage_event e on e.pool_id = p.id
    where p.id = any(${sql.param(poolIds)}::text[]) group by p.id, p.used`),
  );
  const [split] = rowsOf<{ used: number; shared_used: number; allocated_used: number }>(
    await db.execute(sql`
    select p.used, p.shared_used, coalesce((select sum(m.used) from member_credit_usage m where m.pool_id = p.id and m.cycle_start = p.cycle_start), 0)::int as allocated_used
    from credit_pool p where p.id = ${studioPoolId}`),
  );
  const mismatchedPools = perPool.filter((p) => Number(p.used) !== Number(p.event_sum)).length;
  const studioSplitExact = !!split && Number(split.used) === Number(split.shared_used) + Number(split.allocated_used);
  return {
    exact: mismatchedPools === 0 && studioSplitExact,
    poolUsed: perPool.reduce((a, p) => a + Number(p.used), 0),
    eventSum: perPool.reduce((a, p) => a + Number(p.event_sum), 0),
    eventCount: perPool.reduce((a, p) => a + Number(p.event_count), 0),
    mismatchedPools,
    studioSplitExact,
  };
}
