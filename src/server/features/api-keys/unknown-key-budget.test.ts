import { describe, expect, it } from "vitest";
import { addressBlock, createUnknownKeyBudget, type BudgetVerdict } from "./unknown-key-budget.ts";

const MINUTE = 60_000;

function allowed(verdict: BudgetVerdict) {
  if (!verdict.allowed) throw new Error(`refused (retry in ${verdict.retryAfterSeconds} s)`);
  return verdict;
}

describe("unknown-key budget", () => {
  it("charges an address for refused keys (unknown, or banned) only, for a minute from its first lookup", () => {
    let now = 500 * MINUTE + 20_000;
    const budget = createUnknownKeyBudget(4, () => now);
    for (let i = 0; i < 10; i += 1) allowed(budget.begin("10.0.0.1")).settle("found");
    allowed(budget.begin("10.0.0.1")).settle("failed");
    now += 15_000;
    for (let i = 0; i < 4; i += 1) allowed(budget.begin("10.0.0.1")).settle("refused");
    expect(budget.begin("10.0.0.1")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(budget.begin("10.0.0.2").allowed).toBe(true);
    now += 45_000;
    expect(budget.begin("10.0.0.1").allowed).toBe(true);
  });

  it("does not count lookups in flight while less than half the budget is refused (valid keys in a burst)", () => {
    const budget = createUnknownKeyBudget(4, () => 7 * MINUTE);
    allowed(budget.begin("10.0.0.3")).settle("refused"); // one plugin retrying a revoked key
    const inFlight = Array.from({ length: 50 }, () => allowed(budget.begin("10.0.0.3")));
    for (const verdict of inFlight) verdict.settle("found");
  });

  it("counts lookups in flight once half the budget is refused, this minute or the last", () => {
    let now = 9 * MINUTE;
    const budget = createUnknownKeyBudget(4, () => now);
    for (let i = 0; i < 2; i += 1) allowed(budget.begin("10.0.0.4")).settle("refused");
    const first = allowed(budget.begin("10.0.0.4"));
    const second = allowed(budget.begin("10.0.0.4"));
    expect(budget.begin("10.0.0.4").allowed).toBe(false);
    first.settle("found"); // a key found active gives its place back
    second.settle("failed"); // and so does a lookup that failed
    allowed(budget.begin("10.0.0.4"));
    allowed(budget.begin("10.0.0.4"));
    expect(budget.begin("10.0.0.4").allowed).toBe(false);

    const nextMinute = createUnknownKeyBudget(4, () => now);
    for (let i = 0; i < 2; i += 1) allowed(nextMinute.begin("10.0.0.5")).settle("refused");
    now += MINUTE; // a new minute: nothing charged yet, but still watched
    for (let i = 0; i < 4; i += 1) allowed(nextMinute.begin("10.0.0.5"));
    expect(nextMinute.begin("10.0.0.5").allowed).toBe(false);
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
  it("keeps IPv4 (without a port, unwrapped from IPv6), and counts IPv6 by its /64", () => {
    expect(addressBlock("203.0.113.9")).toBe("203.0.113.9");
    expect(addressBlock("203.0.113.9:51234")).toBe("203.0.113.9");
    expect(addressBlock("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressBlock("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:8d3::/64");
    expect(addressBlock("2001:0db8:85a3:08d3::1")).toBe("2001:db8:85a3:8d3::/64");
    expect(addressBlock("[2001:db8:85a3:8d3::1]:443")).toBe("2001:db8:85a3:8d3::/64");
    expect(addressBlock("2001:db8::1")).toBe(addressBlock("2001:db8:0:0:ffff::2"));
    expect(addressBlock("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressBlock("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps anything else as it is, never throwing", () => {
    for (const odd of ["", "unknown", ":::", "1::2::3", "64:ff9b::192.0.2.1"]) expect(addressBlock(odd)).toBe(odd);
  });
});
