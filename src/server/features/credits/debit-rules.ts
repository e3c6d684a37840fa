import type { CreditBalance, UsageResponse } from "../../../shared/plugin-api.ts";
import { balanceFor, spenderFor, type PoolCounters } from "./balance.ts";

/** One plugin debit as the ledger receives it (the key already resolved to its pool). */
export interface DebitRequest {
  keyId: string;
  userId: string;
  organizationId: string | null;
  poolId: string;
  amount: number;
  idempotencyKey: string;
  feature: string | null;
  /** Hash of what was asked (amount, feature): tells a replay from another request reusing the key. */
  requestHash: string;
}

export type DebitOutcome =
  | { kind: "charged"; response: UsageResponse; balance: CreditBalance }
  | { kind: "replayed"; response: UsageResponse; balance: CreditBalance }
  | { kind: "insufficient"; balance: CreditBalance }
  | { kind: "conflict"; balance: CreditBalance }
  | { kind: "revoked" }
  | { kind: "banned" };

/** The key as it stands in the debit's transaction (read after the pool row is locked). */
export interface KeyState {
  banned: boolean;
  /** The pool this key may spend from; a debit aimed anywhere else is refused. */
  poolId: string;
  allocation: number | null;
  allocatedUsed: number;
}

export interface StoredEvent {
  requestHash: string;
  response: UsageResponse;
}

export interface DebitState {
  pools: Map<string, PoolCounters & { cycleStart: Date }>;
  keys: Map<string, KeyState>;
  /** Events already stored for the batch's idempotency keys, by `idempotencyRef`. */
  events: Map<string, StoredEvent>;
}

export interface NewEvent {
  debit: DebitRequest;
  response: UsageResponse;
}

export interface DebitPlan {
  outcomes: DebitOutcome[];
  /** Per pool: how much `used` and `shared_used` grow. */
  poolDeltas: Map<string, { used: number; sharedUsed: number }>;
  /** Per (pool, member): how much of their allocation was spent, in the pool's current cycle. */
  memberDeltas: Map<string, { poolId: string; userId: string; cycleStart: Date; used: number }>;
  events: NewEvent[];
}

export const idempotencyRef = (d: Pick<DebitRequest, "poolId" | "userId" | "idempotencyKey">) =>
  `${d.poolId}\u0000${d.userId}\u0000${d.idempotencyKey}`;

/**
 * Decides every debit of a batch in arrival order against locked pool state, as if each ran alone:
 * a debit sees the effect of the ones before it, and each is all-or-nothing. Pure, so the rules are
 * tested without a database; the caller writes the plan in the same transaction that read the state.
 */
export function planDebits(debits: DebitRequest[], state: DebitState): DebitPlan {
  const pools = new Map([...state.pools].map(([id, pool]) => [id, { ...pool }]));
  const allocatedUsed = new Map<string, number>();
  const events = new Map(state.events);
  const plan: DebitPlan = { outcomes: [], poolDeltas: new Map(), memberDeltas: new Map(), events: [] };

  for (const debit of debits) {
    const key = state.keys.get(debit.keyId);
    const pool = pools.get(debit.poolId);
    if (!key || !pool || key.poolId !== debit.poolId) {
      plan.outcomes.push({ kind: "revoked" });
      continue;
    }
    if (key.banned) {
      plan.outcomes.push({ kind: "banned" });
      continue;
    }
    const memberRef = `${debit.poolId}\u0000${debit.userId}`;
    const spender = spenderFor(debit.organizationId, key.allocation, allocatedUsed.get(memberRef) ?? key.allocatedUsed);
    const balance = balanceFor(pool, spender);

    const ref = idempotencyRef(debit);
    const earlier = events.get(ref);
    if (earlier) {
      plan.outcomes.push(
        earlier.requestHash === debit.requestHash
          ? { kind: "replayed", response: { ...earlier.response, replayed: true }, balance }
          : { kind: "conflict", balance },
      );
      continue;
    }
    if (debit.amount > balance.remaining) {
      plan.outcomes.push({ kind: "insufficient", balance });
      continue;
    }

    pool.used += debit.amount;
    const delta = plan.poolDeltas.get(debit.poolId) ?? { used: 0, sharedUsed: 0 };
    delta.used += debit.amount;
    if (spender.kind === "shared") {
      pool.sharedUsed += debit.amount;
      delta.sharedUsed += debit.amount;
    }
    plan.poolDeltas.set(debit.poolId, delta);
    if (spender.kind === "allocated") {
      allocatedUsed.set(memberRef, spender.allocatedUsed + debit.amount);
      const member = plan.memberDeltas.get(memberRef) ?? {
        poolId: debit.poolId,
        userId: debit.userId,
        cycleStart: pool.cycleStart,
        used: 0,
      };
      member.used += debit.amount;
      plan.memberDeltas.set(memberRef, member);
    }

    const after = balanceFor(pool, spenderFor(debit.organizationId, key.allocation, allocatedUsed.get(memberRef) ?? 0));
    const response: UsageResponse = { ...after, replayed: false };
    events.set(ref, { requestHash: debit.requestHash, response });
    plan.events.push({ debit, response });
    plan.outcomes.push({ kind: "charged", response, balance: after });
  }
  return plan;
}
