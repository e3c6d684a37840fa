import { randomUUID } from "node:crypto";
import { epochMs } from "../../db/prepared.ts";
import type { ScriptCall, ScriptStatement } from "../../db/scripted-transaction.ts";
import type { UsageResponse } from "../../../shared/plugin-api.ts";
import { idempotencyRef, type DebitPlan, type KeyState, type StoredEvent } from "./debit-rules.ts";
import type { CreditPool } from "./pools.ts";

/**
 * The SQL of a debit batch (debit-batch.ts runs it): lock the pools, read the state the rules decide on, write
 * the charges. Beside each statement, the shape of its rows and how they become the rules' inputs.
 */

// Prepared once per connection and run by name (db/scripted-transaction.ts): PostgreSQL plans each
// once instead of once per batch. Lists travel as JSON.
export interface LockedPoolRow extends Omit<CreditPool, "cycleStart" | "cycleEnd" | "updatedAt"> {
  cycleStartMs: number;
  cycleEndMs: number;
  updatedAtMs: number;
}

/** $1 pool ids (JSON), sorted: locked in id order, so concurrent batches never deadlock. */
export const lockPools: ScriptStatement = {
  name: "debit_lock_pools",
  parameterTypes: ["json"],
  text: `
  select id, user_id as "userId", organization_id as "organizationId", plan_id as "planId", total, used,
         shared_used as "sharedUsed", allocated_total as "allocatedTotal", notified_thresholds as "notifiedThresholds",
         ${epochMs("cycle_start")} as "cycleStartMs", ${epochMs("cycle_end")} as "cycleEndMs", ${epochMs("updated_at")} as "updatedAtMs"
  from credit_pool where id = any(array(select json_array_elements_text($1))) order by id for update`,
};

export function poolFromRow({ cycleStartMs, cycleEndMs, updatedAtMs, ...pool }: LockedPoolRow): CreditPool {
  return {
    ...pool,
    cycleStart: new Date(cycleStartMs),
    cycleEnd: new Date(cycleEndMs),
    updatedAt: new Date(updatedAtMs),
  };
}

/** $1 now; $2 key ids (JSON); $3 the debits' (pool_id, user_id, idempotency_key) (JSON). */
export const selectBatchState: ScriptStatement = {
  name: "debit_batch_state",
  parameterTypes: ["timestamptz", "json", "json"],
  text: `
  select
    (select json_agg(json_build_object(
        'keyId', k.id,
        'banned', coalesce(u.banned, false) and (u.ban_expires is null or u.ban_expires > $1),
        'poolId', case when k.organization_id is null then pp.id else sp.id end,
        'allocation', m.credit_allocation,
        'allocatedUsed', coalesce(mcu.used, 0)))
      from api_key k
      join "user" u on u.id = k.user_id
      left join member m on m.organization_id = k.organization_id and m.user_id = k.user_id
      left join credit_pool sp on sp.organization_id = k.organization_id
      left join credit_pool pp on k.organization_id is null and pp.user_id = k.user_id
      left join member_credit_usage mcu on mcu.pool_id = sp.id and mcu.user_id = k.user_id and mcu.cycle_start = sp.cycle_start
      where k.id = any(array(select json_array_elements_text($2))) and k.revoked_at is null
        and (k.organization_id is null or m.id is not null)) as keys,
    (select json_agg(json_build_object('poolId', e.pool_id, 'userId', e.user_id, 'idempotencyKey', e.idempotency_key,
                                       'requestHash', e.request_hash, 'response', e.response))
      from json_to_recordset($3) as q(pool_id text, user_id text, idempotency_key text)
      -- One index probe per debit, whatever the table's size: LIMIT keeps the planner from flattening
      -- this into a join it could answer by scanning usage_event (the key is unique anyway).
      cross join lateral (select * from usage_event e
        where e.pool_id = q.pool_id and e.user_id = q.user_id and e.idempotency_key = q.idempotency_key limit 1) e) as events`,
};

/**
 * Every charge of the plan in one statement: pool counters, allocation usage, ledger lines.
 * Data-modifying CTEs all run, referenced or not. The pool guard repeats the rule the plan followed;
 * if it ever disagrees, goji_assert (migration 0009) fails the statement, and with it the batch, instead
 * of over-spending — the COMMIT sent after it in the same round trip then never runs.
 * $1 now; $2 pools (id, used, shared_used); $3 member usage (pool_id, user_id, cycle_start, used);
 * $4 ledger lines; $5 how many pools must have been updated.
 */
const writeCharges: ScriptStatement = {
  name: "debit_write_charges",
  parameterTypes: ["timestamptz", "json", "json", "json", "int"],
  text: `
  with pools as (
    update credit_pool as p set used = p.used + v.used, shared_used = p.shared_used + v.shared_used, updated_at = $1
    from json_to_recordset($2) as v(id text, used int, shared_used int)
    where p.id = v.id and p.used + v.used <= p.total
    returning p.id
  ), members as (
    insert into member_credit_usage (pool_id, user_id, cycle_start, used)
    select pool_id, user_id, cycle_start, used from json_to_recordset($3) as v(pool_id text, user_id text, cycle_start timestamptz, used int)
    on conflict (pool_id, user_id, cycle_start) do update set used = member_credit_usage.used + excluded.used
    returning 1
  ), events as (
    insert into usage_event (id, pool_id, user_id, api_key_id, amount, feature, idempotency_key, request_hash, response, created_at)
    select id, pool_id, user_id, api_key_id, amount, feature, idempotency_key, request_hash, response, $1
    from json_to_recordset($4)
      as v(id text, pool_id text, user_id text, api_key_id text, amount int, feature text, idempotency_key text, request_hash text, response jsonb)
    returning 1
  )
  select goji_assert((select count(*) from pools) = $5, 'credit pool changed under a locked debit batch')`,
};

export const BATCH_STATEMENTS = [lockPools, selectBatchState, writeCharges];

interface StoredEventRow {
  poolId: string;
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  response: UsageResponse;
}
export interface BatchStateRow {
  keys: Array<KeyState & { keyId: string }> | null;
  events: StoredEventRow[] | null;
}

/**
 * The keys as they stand (live, owner not banned, still a member, which pool they may spend from, the
 * member's allocation and what they spent of it this cycle) and the events already stored for the
 * batch's idempotency keys. A stale cache can therefore never spend.
 */
export function batchState(row: BatchStateRow | undefined): {
  keys: Map<string, KeyState>;
  events: Map<string, StoredEvent>;
} {
  const keys = new Map<string, KeyState>();
  for (const key of row?.keys ?? []) if (key.poolId) keys.set(key.keyId, key);
  const events = new Map<string, StoredEvent>();
  for (const event of row?.events ?? [])
    events.set(idempotencyRef(event), { requestHash: event.requestHash, response: event.response });
  return { keys, events };
}

/** The plan's write (nothing when every debit was refused or replayed). */
export function writeCalls(plan: DebitPlan, now: Date): ScriptCall[] {
  if (plan.poolDeltas.size === 0) return [];
  const pools = [...plan.poolDeltas].map(([id, delta]) => ({ id, used: delta.used, shared_used: delta.sharedUsed }));
  const members = [...plan.memberDeltas.values()].map((m) => ({
    pool_id: m.poolId,
    user_id: m.userId,
    cycle_start: m.cycleStart,
    used: m.used,
  }));
  const events = plan.events.map(({ debit, response }) => ({
    id: randomUUID(),
    pool_id: debit.poolId,
    user_id: debit.userId,
    api_key_id: debit.keyId,
    amount: debit.amount,
    feature: debit.feature,
    idempotency_key: debit.idempotencyKey,
    request_hash: debit.requestHash,
    response,
  }));
  return [[writeCharges, [now, pools, members, events, pools.length]]];
}
