import { describe, expect, it } from "vitest";
import { createWindowCounter } from "./window-counter.ts";

describe("window counter", () => {
  it("allows the limit per key and window, takes back refunded events, and starts again in the next window", () => {
    let now = 60_000 * 500 + 20_000;
    const counter = createWindowCounter(2, 60_000, () => now);
    expect([counter.hit("a"), counter.hit("a")].map((v) => v.allowed)).toEqual([true, true]);
    counter.refund("a");
    expect(counter.hit("a").allowed).toBe(true);
    const refused = counter.hit("a");
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(counter.hit("b").allowed).toBe(true);
    now += 40_000;
    counter.refund("a"); // a refund never reaches into a new window
    expect([counter.hit("a"), counter.hit("a"), counter.hit("a")].map((v) => v.allowed)).toEqual([true, true, false]);
  });
});
