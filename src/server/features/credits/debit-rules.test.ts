import { describe, expect, it } from "vitest";
import { planDebits, type DebitRequest, type DebitState, type KeyState } from "./debit-rules.ts";

const cycleEnd = new Date("2030-01-01T00:00:00Z");
const pool = (over: Partial<{ total: number; used: number; sharedUsed: number; allocatedTotal: number }> = {}) => ({
  total: 100,
  used: 0,
  sharedUsed: 0,
  allocatedTotal: 0,
  cycleStart: new Date("2029-12-01T00:00:00Z"),
  cycleEnd,
  ...over,
});
let n = 0;
const debit = (over: Partial<DebitRequest> = {}): DebitRequest => ({
  keyId: "k1",
  userId: "u1",
  organizationId: null,
  poolId: "p1",
  amount: 1,
  idempotencyKey: `i${(n += 1)}`,
  feature: null,
  requestHash: "h",
  ...over,
});
const key = (over: Partial<KeyState> = {}): KeyState => ({
  banned: false,
  poolId: "p1",
  allocation: null,
  allocatedUsed: 0,
  ...over,
});
const state = (over: Partial<DebitState> = {}): DebitState => ({
  pools: new Map([["p1", pool()]]),
  keys: new Map([["k1", key()]]),
  events: new Map(),
  ...over,
});

describe("planDebits", () => {
  it("charges in arrival order until the personal pool is spent, then refuses whole debits", () => {
    const plan = planDebits([debit({ amount: 60 }), debit({ amount: 50 }), debit({ amount: 40 })], state());
    expect(plan.outcomes.map((o) => o.kind)).toEqual(["charged", "insufficient", "charged"]);
    expect(plan.poolDeltas.get("p1")).toEqual({ used: 100, sharedUsed: 0 });
    expect(plan.outcomes[2]).toMatchObject({ response: { used: 100, total: 100, remaining: 0, replayed: false } });
  });

  it("keeps an allocated member inside their allocation and counts it in the pool", () => {
    const s = state({
      pools: new Map([["p1", pool({ total: 1000, allocatedTotal: 10 })]]),
      keys: new Map([["k1", key({ allocation: 10, allocatedUsed: 8 })]]),
    });
    const plan = planDebits([debit({ organizationId: "o", amount: 2 }), debit({ organizationId: "o", amount: 1 })], s);
    expect(plan.outcomes.map((o) => o.kind)).toEqual(["charged", "insufficient"]);
    expect(plan.memberDeltas.get("p1\u0000u1")?.used).toBe(2);
    expect(plan.poolDeltas.get("p1")).toEqual({ used: 2, sharedUsed: 0 });
    expect(plan.outcomes[0]).toMatchObject({ response: { used: 10, total: 10, remaining: 0 } });
  });

  it("lets unallocated members share only total − Σ allocations", () => {
    const s = state({ pools: new Map([["p1", pool({ total: 100, allocatedTotal: 70, used: 50, sharedUsed: 25 })]]) });
    const plan = planDebits([debit({ organizationId: "o", amount: 5 }), debit({ organizationId: "o", amount: 1 })], s);
    expect(plan.outcomes.map((o) => o.kind)).toEqual(["charged", "insufficient"]);
    expect(plan.poolDeltas.get("p1")).toEqual({ used: 5, sharedUsed: 5 });
  });

  it("never takes the pool past its total, even inside an allocation (plan downgraded)", () => {
    const s = state({
      pools: new Map([["p1", pool({ total: 10, used: 9, allocatedTotal: 50 })]]),
      keys: new Map([["k1", key({ allocation: 50 })]]),
    });
    const plan = planDebits([debit({ organizationId: "o", amount: 2 })], s);
    expect(plan.outcomes[0]).toMatchObject({ kind: "insufficient", balance: { remaining: 1 } });
  });

  it("answers a repeated idempotency key with the first answer, and another body with a conflict", () => {
    const first = debit({ idempotencyKey: "same" });
    const plan = planDebits([first, { ...first }, { ...first, amount: 2, requestHash: "other" }], state());
    expect(plan.outcomes.map((o) => o.kind)).toEqual(["charged", "replayed", "conflict"]);
    expect(plan.outcomes[1]).toMatchObject({ response: { used: 1, remaining: 99, replayed: true } });
    expect(plan.events).toHaveLength(1);
  });

  it("does not remember refusals: the same key may succeed later", () => {
    const s = state({ pools: new Map([["p1", pool({ used: 100 })]]) });
    const plan = planDebits([debit({ idempotencyKey: "x" })], s);
    expect(plan.outcomes[0]?.kind).toBe("insufficient");
    expect(plan.events).toHaveLength(0);
  });

  it("refuses revoked keys, banned owners and a key aimed at another pool", () => {
    const s = state({
      keys: new Map([
        ["k1", key()],
        ["banned", key({ banned: true })],
        ["other", key({ poolId: "p2" })],
      ]),
    });
    const plan = planDebits([debit({ keyId: "gone" }), debit({ keyId: "banned" }), debit({ keyId: "other" })], s);
    expect(plan.outcomes.map((o) => o.kind)).toEqual(["revoked", "banned", "revoked"]);
    expect(plan.poolDeltas.size).toBe(0);
  });
});
