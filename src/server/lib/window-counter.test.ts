import { describe, expect, it } from "vitest";
import { createWindowCounter } from "./window-counter.ts";

describe("window counter", () => {
  it("allows the limit per key and window, checks without counting, and starts again in the next window", () => {
    let now = 60_000 * 500 + 20_000;
    const counter = createWindowCounter(2, 60_000, () => now);
    expect(counter.check("a").allowed).toBe(true);
    expect([counter.hit("a"), counter.hit("a")].map((v) => v.allowed)).toEqual([true, true]);
    expect(counter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(counter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(counter.check("b").allowed).toBe(true);
    now += 40_000;
    expect(counter.check("a").allowed).toBe(true);
    expect([counter.hit("a"), counter.hit("a"), counter.hit("a")].map((v) => v.allowed)).toEqual([true, true, false]);
  });
});
