import { describe, expect, it } from "vitest";
import { addressBlock, createUnknownKeyBudget, type BudgetVerdict } from "./unknown-key-budget.ts";

const MINUTE = 60_000;

function allowed(verdict: BudgetVerdict) {
  if (!verdict.allowed) throw new Error(`refused (retry in ${verdict.retryAfterSeconds} s)`);
  return verdict;
}

describe("unknown-key budget", () => {
  it("charges an address for refused keys (unknown, or banned) only, refuses past the limit until the minute ends", () => {
    let now = 500 * MINUTE + 20_000;
    const budget = createUnknownKeyBudget(3, () => now);
    for (let i = 0; i < 10; i += 1) allowed(budget.begin("10.0.0.1")).settle("found");
    allowed(budget.begin("10.0.0.1")).settle("failed");
    for (let i = 0; i < 3; i += 1) allowed(budget.begin("10.0.0.1")).settle("refused");
    expect(budget.begin("10.0.0.1")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(budget.begin("10.0.0.2").allowed).toBe(true);
    now += 40_000;
    expect(budget.begin("10.0.0.1").allowed).toBe(true);
  });

  it("never counts lookups in flight for an address that sent no refused key (a burst of valid keys)", () => {
    const budget = createUnknownKeyBudget(3, () => 7 * MINUTE);
    const inFlight = Array.from({ length: 50 }, () => allowed(budget.begin("10.0.0.3")));
    for (const verdict of inFlight) verdict.settle("found");
  });

  it("counts lookups in flight once an address sent a refused key, this minute or the last", () => {
    let now = 9 * MINUTE;
    const budget = createUnknownKeyBudget(3, () => now);
    allowed(budget.begin("10.0.0.4")).settle("refused");
    const first = allowed(budget.begin("10.0.0.4"));
    allowed(budget.begin("10.0.0.4"));
    expect(budget.begin("10.0.0.4").allowed).toBe(false);
    first.settle("found"); // found keys give their place back
    expect(budget.begin("10.0.0.4").allowed).toBe(true);

    now += MINUTE; // a new minute: nothing charged yet, but still watched
    const budgetNext = createUnknownKeyBudget(2, () => now);
    allowed(budgetNext.begin("10.0.0.5")).settle("refused");
    now += MINUTE;
    allowed(budgetNext.begin("10.0.0.5"));
    allowed(budgetNext.begin("10.0.0.5"));
    expect(budgetNext.begin("10.0.0.5").allowed).toBe(false);
  });

  it("settles once, whatever a caller does", () => {
    const budget = createUnknownKeyBudget(1, () => 3 * MINUTE);
    const verdict = allowed(budget.begin("10.0.0.6"));
    verdict.settle("found");
    verdict.settle("refused");
    expect(budget.begin("10.0.0.6").allowed).toBe(true);
  });
});

describe("address blocks", () => {
  it("keeps IPv4, unwraps IPv4-mapped IPv6, and counts IPv6 by its /64", () => {
    expect(addressBlock("203.0.113.9")).toBe("203.0.113.9");
    expect(addressBlock("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressBlock("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:8d3::/64");
    expect(addressBlock("2001:0db8:85a3:08d3::1")).toBe("2001:db8:85a3:8d3::/64");
    expect(addressBlock("2001:db8::1")).toBe(addressBlock("2001:db8:0:0:ffff::2"));
    expect(addressBlock("::1")).toBe("0:0:0:0::/64");
  });
});
