import { describe, expect, it } from "vitest";
import { addMonths } from "../credits/cycle.ts";
import type { CreditPool } from "../credits/pools.ts";
import { planPoolChange } from "./pool-entitlement.ts";

// The credit-cycle rules as a pure function: what a pool becomes for a given provider state.
const now = new Date("2026-03-15T12:00:00Z");
const periodStart = new Date("2026-03-10T08:00:00Z");
const periodEnd = addMonths(periodStart, 1);

function pool(overrides: Partial<CreditPool> = {}): CreditPool {
  return {
    id: "pool",
    userId: "u",
    organizationId: null,
    planId: "free",
    total: 200,
    used: 150,
    sharedUsed: 0,
    allocatedTotal: 0,
    cycleStart: new Date("2026-03-01T00:00:00Z"),
    cycleEnd: new Date("2026-04-01T00:00:00Z"),
    notifiedThresholds: [80],
    updatedAt: now,
    ...overrides,
  };
}

describe("planPoolChange", () => {
  it("starts a fresh cycle on the provider's period when a plan is first paid for", () => {
    expect(planPoolChange(pool(), "user", { planId: "pro", periodStart, periodEnd }, now)).toEqual({
      planId: "pro",
      total: 5000,
      used: 0,
      sharedUsed: 0,
      cycleStart: periodStart,
      cycleEnd: periodEnd,
      notifiedThresholds: [],
    });
  });

  it("changes nothing when the pool already matches (duplicates and replays converge)", () => {
    const current = pool({ planId: "pro", total: 5000, used: 321, cycleStart: periodStart, cycleEnd: periodEnd });
    expect(planPoolChange(current, "user", { planId: "pro", periodStart, periodEnd }, now)).toBeNull();
  });

  it("restarts the cycle on renewal", () => {
    const current = pool({ planId: "pro", total: 5000, used: 4999, cycleStart: periodStart, cycleEnd: periodEnd });
    const next = { planId: "pro", periodStart: periodEnd, periodEnd: addMonths(periodEnd, 1) };
    expect(planPoolChange(current, "user", next, now)).toMatchObject({
      used: 0,
      cycleStart: periodEnd,
      cycleEnd: next.periodEnd,
      notifiedThresholds: [],
    });
  });

  it("applies a new allowance at once inside the same period, keeping what was used", () => {
    const current = pool({ planId: "free", total: 200, used: 180, cycleStart: periodStart, cycleEnd: periodEnd });
    expect(planPoolChange(current, "user", { planId: "pro", periodStart, periodEnd }, now)).toEqual({
      planId: "pro",
      total: 5000,
    });
  });

  it("follows a moved period end without resetting usage", () => {
    const current = pool({ planId: "pro", total: 5000, used: 10, cycleStart: periodStart, cycleEnd: periodEnd });
    const later = addMonths(periodEnd, 1);
    expect(planPoolChange(current, "user", { planId: "pro", periodStart, periodEnd: later }, now)).toEqual({
      cycleEnd: later,
    });
  });

  it("falls back to Free for a person and to zero credits for a studio, once", () => {
    const paid = pool({ planId: "pro", total: 5000, used: 4000, cycleStart: periodStart, cycleEnd: periodEnd });
    expect(planPoolChange(paid, "user", null, now)).toEqual({
      planId: "free",
      total: 200,
      used: 0,
      sharedUsed: 0,
      cycleStart: now,
      cycleEnd: addMonths(now, 1),
      notifiedThresholds: [],
    });
    const studio = pool({ userId: null, organizationId: "o", planId: "studio", total: 30000, used: 5 });
    expect(planPoolChange(studio, "organization", null, now)).toMatchObject({ planId: "free", total: 0, used: 0 });
    expect(planPoolChange(pool(), "user", null, now)).toBeNull();
    expect(planPoolChange(pool({ organizationId: "o", userId: null, total: 0 }), "organization", null, now)).toBeNull();
  });

  it("gives a studio the studio plan's pool and a person never more than their plan", () => {
    const studio = pool({ userId: null, organizationId: "o", total: 0, used: 0 });
    expect(planPoolChange(studio, "organization", { planId: "studio", periodStart, periodEnd }, now)).toMatchObject({
      planId: "studio",
      total: 30000,
    });
  });
});
