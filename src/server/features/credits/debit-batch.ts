import { randomUUID } from "node:crypto";
import type { Db, Tx } from "../../db/client.ts";
import { epochMs, preparedStatement } from "../../db/prepared.ts";
import type { UsageResponse } from "../../../shared/plugin-api.ts";
import { CREDIT_THRESHOLDS } from "../billing/credit-thresholds.ts";
import { idempotencyRef, planDebits, type DebitOutcome, type DebitPlan, type DebitRequest, type KeyState, type StoredEvent } from "./debit-rules.ts";
import { rollOverIfDue, type CreditPool } from "./pools.ts";

export interface DebitBatchResult {
  outcomes: DebitOutcome[];
  /** Pools this batch took past a usage threshold not yet announced this cycle (80 %, 100 %). */
  poolsAtThreshold: string[];
}

/**
 * Applies a batch of debits in ONE transaction (group commit, DESIGN.md §5), in five round trips:
 * BEGIN → lock the pools (id order, so concurrent batches never deadlock) → read the keys, allocations
 * and earlier events as they are now → write every charge in one statement → COMMIT. Each debit is
 * decided in arrival order (debit-rules.ts). Any failure rolls the whole batch back: nothing is charged.
 */
export async function applyDebitBatch(db: Db, debits: DebitRequest[], now = new Date()): Promise<DebitBatchResult> {
  return db.transaction(async (tx) => {
    const poolIds = [...new Set(debits.map((d) => d.poolId))].sort();
    const locked = (await lockPools(tx, [poolIds])).map(poolFromRow);
    const pools = new Map<string, CreditPool>();
    for (const pool of locked) pools.set(pool.id, pool.cycleEnd <= now ? await rollOverIfDue(tx, pool, now) : pool);

    // A new statement, so a new snapshot: it sees everything committed by whoever held the locks before us.
    const { keys, events } = await readBatchState(tx, debits, now);
    const plan = planDebits(debits, { pools, keys, events });
    await writePlan(tx, plan, now);
    return { outcomes: plan.outcomes, poolsAtThreshold: poolsReachingThreshold(plan, pools) };
  });
}

// The batch's statements are prepared (db/prepared.ts): PostgreSQL plans each once per connection
// instead of once per batch, and no query is built per call.
interface LockedPoolRow extends Omit<CreditPool, "cycleStart" | "cycleEnd" | "updatedAt"> {
  cycleStartMs: number;
  cycleEndMs: number;
  updatedAtMs: number;
}

/** $1 pool ids, sorted: locked in id order, so concurrent batches never deadlock. */
const lockPools = preparedStatement<LockedPoolRow>("debit_lock_pools", `
  select id, user_id as "userId", organization_id as "organizationId", plan_id as "planId", total, used,
         shared_used as "sharedUsed", allocated_total as "allocatedTotal", notified_thresholds as "notifiedThresholds",
         ${epochMs("cycle_start")} as "cycleStartMs", ${epochMs("cycle_end")} as "cycleEndMs", ${epochMs("updated_at")} as "updatedAtMs"
  from credit_pool where id = any($1::text[]) order by id for update`);

function poolFromRow({ cycleStartMs, cycleEndMs, updatedAtMs, ...pool }: LockedPoolRow): CreditPool {
  return { ...pool, cycleStart: new Date(cycleStartMs), cycleEnd: new Date(cycleEndMs), updatedAt: new Date(updatedAtMs) };
}

/** $1 now; $2 key ids; $3, $4, $5 the debits' pool ids, user ids and idempotency keys. */
const selectBatchState = preparedStatement<{ keys: Array<KeyState & { keyId: string }> | null; events: StoredEventRow[] | null }>("debit_batch_state", `
  select
    (select json_agg(json_build_object(
        'keyId', k.id,
        'banned', coalesce(u.banned, false) and (u.ban_expires is null or u.ban_expires > $1::timestamptz),
        'poolId', case when k.organization_id is null then pp.id else sp.id end,
        'allocation', m.credit_allocation,
        'allocatedUsed', coalesce(mcu.used, 0)))
      from api_key k
      join "user" u on u.id = k.user_id
      left join member m on m.organization_id = k.organization_id and m.user_id = k.user_id
      left join credit_pool sp on sp.organization_id = k.organization_id
      left join credit_pool pp on k.organization_id is null and pp.user_id = k.user_id
      left join member_credit_usage mcu on mcu.pool_id = sp.id and mcu.user_id = k.user_id and mcu.cycle_start = sp.cycle_start
      where k.id = any($2::text[]) and k.revoked_at is null
        and (k.organization_id is null or m.id is not null)) as keys,
    (select json_agg(json_build_object('poolId', e.pool_id, 'userId', e.user_id, 'idempotencyKey', e.idempotency_key,
                                       'requestHash', e.request_hash, 'response', e.response))
      from unnest($3::text[], $4::text[], $5::text[]) as q(pool_id, user_id, idempotency_key)
      join usage_event e on e.pool_id = q.pool_id and e.user_id = q.user_id and e.idempotency_key = q.idempotency_key) as events`);

/**
 * Every charge of the plan in one statement: pool counters, allocation usage, ledger lines.
 * Data-modifying CTEs all run, referenced or not. The pool guard repeats the rule the plan followed:
 * if it ever disagrees, the batch fails instead of over-spending.
 * $1 now; $2–$4 pool ids, used and shared_used deltas; $5–$8 member pool ids, user ids, cycle starts,
 * used deltas; $9–$17 the events' ids, pools, users, keys, amounts, features, idempotency keys, request
 * hashes and responses.
 */
const writeCharges = preparedStatement<{ pools: number }>("debit_write_charges", `
  with pools as (
    update credit_pool as p set used = p.used + v.used, shared_used = p.shared_used + v.shared_used, updated_at = $1::timestamptz
    from unnest($2::text[], $3::int[], $4::int[]) as v(id, used, shared_used)
    where p.id = v.id and p.used + v.used <= p.total
    returning p.id
  ), members as (
    insert into member_credit_usage (pool_id, user_id, cycle_start, used)
    select * from unnest($5::text[], $6::text[], $7::timestamptz[], $8::int[])
    on conflict (pool_id, user_id, cycle_start) do update set used = member_credit_usage.used + excluded.used
    returning 1
  ), events as (
    insert into usage_event (id, pool_id, user_id, api_key_id, amount, feature, idempotency_key, request_hash, response, created_at)
    select id, pool_id, user_id, api_key_id, amount, feature, idempotency_key, request_hash, response, $1::timestamptz
    from unnest($9::text[], $10::text[], $11::text[], $12::text[], $13::int[], $14::text[], $15::text[], $16::text[], $17::jsonb[])
      as v(id, pool_id, user_id, api_key_id, amount, feature, idempotency_key, request_hash, response)
    returning 1
  )
  select (select count(*) from pools)::int as pools`);

/**
 * The keys as they stand (live, owner not banned, still a member, which pool they may spend from, the
 * member's allocation and what they spent of it this cycle) and the events already stored for the
 * batch's idempotency keys. A stale cache can therefore never spend.
 */
async function readBatchState(tx: Tx, debits: DebitRequest[], now: Date): Promise<{ keys: Map<string, KeyState>; events: Map<string, StoredEvent> }> {
  const keyIds = [...new Set(debits.map((d) => d.keyId))];
  const [row] = await selectBatchState(tx, [
    now.toISOString(), keyIds, debits.map((d) => d.poolId), debits.map((d) => d.userId), debits.map((d) => d.idempotencyKey),
  ]);

  const keys = new Map<string, KeyState>();
  for (const key of row?.keys ?? []) if (key.poolId) keys.set(key.keyId, key);
  const events = new Map<string, StoredEvent>();
  for (const event of row?.events ?? []) events.set(idempotencyRef(event), { requestHash: event.requestHash, response: event.response });
  return { keys, events };
}

interface StoredEventRow {
  poolId: string;
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  response: UsageResponse;
}

async function writePlan(tx: Tx, plan: DebitPlan, now: Date): Promise<void> {
  if (plan.poolDeltas.size === 0) return;
  const deltas = [...plan.poolDeltas.values()];
  const members = [...plan.memberDeltas.values()];
  const events = plan.events;
  const [result] = await writeCharges(tx, [
    now.toISOString(),
    [...plan.poolDeltas.keys()], deltas.map((d) => d.used), deltas.map((d) => d.sharedUsed),
    members.map((m) => m.poolId), members.map((m) => m.userId), members.map((m) => m.cycleStart.toISOString()), members.map((m) => m.used),
    events.map(() => randomUUID()), events.map((e) => e.debit.poolId), events.map((e) => e.debit.userId), events.map((e) => e.debit.keyId),
    events.map((e) => e.debit.amount), events.map((e) => e.debit.feature), events.map((e) => e.debit.idempotencyKey),
    events.map((e) => e.debit.requestHash), events.map((e) => JSON.stringify(e.response)),
  ]);
  if (Number(result?.pools) !== plan.poolDeltas.size) throw new Error("credit pool changed under a locked debit batch");
}

function poolsReachingThreshold(plan: DebitPlan, pools: Map<string, CreditPool>): string[] {
  const reached: string[] = [];
  for (const [poolId, delta] of plan.poolDeltas) {
    const pool = pools.get(poolId);
    if (!pool || pool.total <= 0) continue;
    const used = pool.used + delta.used;
    if (CREDIT_THRESHOLDS.some((t) => used * 100 >= pool.total * t && !pool.notifiedThresholds.includes(t))) reached.push(poolId);
  }
  return reached;
}
