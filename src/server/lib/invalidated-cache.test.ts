import { describe, expect, it } from "vitest";
import { InvalidatedCache } from "./invalidated-cache.ts";

interface Row {
  id: string;
  owner: string;
}
const rowCache = (options: { ttlMs?: number; maxEntries?: number; clock?: () => number } = {}) => {
  const cache = new InvalidatedCache<Row>({ ...options, tagsOf: (row) => [`owner:${row.owner}`] });
  cache.setEnabled(true);
  return cache;
};

describe("InvalidatedCache", () => {
  it("drops exactly the entries carrying an invalidated tag", () => {
    const cache = rowCache();
    cache.store("a", { id: "a", owner: "ann" }, cache.beginLookup());
    cache.store("b", { id: "b", owner: "ann" }, cache.beginLookup());
    cache.store("c", { id: "c", owner: "bob" }, cache.beginLookup());
    cache.invalidate("owner:ann");
    expect([cache.get("a"), cache.get("b"), cache.get("c")?.id]).toEqual([undefined, undefined, "c"]);
    expect(cache.size).toBe(1);
  });

  it("refuses a value read before an invalidation arrived", () => {
    const cache = rowCache();
    const token = cache.beginLookup();
    cache.invalidate("owner:ann"); // the change committed while the lookup was reading
    cache.store("a", { id: "a", owner: "ann" }, token);
    expect(cache.get("a")).toBeUndefined();
    cache.store("a", { id: "a", owner: "ann" }, cache.beginLookup());
    expect(cache.get("a")?.id).toBe("a");
  });

  it("keeps a value read while only other tags were invalidated, and refuses any read across a clear", () => {
    const cache = rowCache();
    const token = cache.beginLookup();
    cache.invalidate("owner:bob");
    cache.store("a", { id: "a", owner: "ann" }, token);
    expect(cache.get("a")?.id).toBe("a");

    const beforeClear = cache.beginLookup();
    cache.clear();
    cache.store("b", { id: "b", owner: "carl" }, beforeClear);
    expect(cache.get("b")).toBeUndefined();
  });

  it("stores nothing while disabled (the feed is down) and forgets everything when disabled", () => {
    const cache = new InvalidatedCache<Row>({ tagsOf: (row) => [row.owner] });
    cache.store("a", { id: "a", owner: "ann" }, cache.beginLookup());
    expect(cache.size).toBe(0);
    cache.setEnabled(true);
    cache.store("a", { id: "a", owner: "ann" }, cache.beginLookup());
    cache.setEnabled(false);
    expect(cache.get("a")).toBeUndefined();
  });

  it("expires entries after the safety-net TTL", () => {
    let now = 0;
    const cache = rowCache({ ttlMs: 1000, clock: () => now });
    cache.store("a", { id: "a", owner: "ann" }, cache.beginLookup());
    now = 999;
    expect(cache.get("a")?.id).toBe("a");
    now = 1000;
    expect(cache.get("a")).toBeUndefined();
  });

  it("expires an entry at its own end when that comes before the TTL, never after it", () => {
    let now = 0;
    const cache = rowCache({ ttlMs: 1000, clock: () => now });
    cache.store("soon", { id: "soon", owner: "ann" }, cache.beginLookup(), 300);
    cache.store("late", { id: "late", owner: "bob" }, cache.beginLookup(), 5000);
    now = 299;
    expect([cache.get("soon")?.id, cache.get("late")?.id]).toEqual(["soon", "late"]);
    now = 300;
    expect(cache.get("soon")).toBeUndefined();
    now = 1000;
    expect(cache.get("late")).toBeUndefined();
  });

  it("evicts the oldest entry when full, and an evicted entry's tag no longer points at it", () => {
    const cache = rowCache({ maxEntries: 2 });
    cache.store("a", { id: "a", owner: "ann" }, cache.beginLookup());
    cache.store("b", { id: "b", owner: "bob" }, cache.beginLookup());
    cache.store("c", { id: "c", owner: "ann" }, cache.beginLookup());
    expect([cache.get("a"), cache.get("b")?.id, cache.get("c")?.id]).toEqual([undefined, "b", "c"]);
    // "a" was evicted under ann; stored again under bob, ann's invalidation must not reach it.
    cache.store("a", { id: "a", owner: "bob" }, cache.beginLookup());
    cache.invalidate("owner:ann");
    expect([cache.get("a")?.owner, cache.get("c")]).toEqual(["bob", undefined]);
  });

  it("re-storing a key replaces its tags", () => {
    const cache = rowCache();
    cache.store("a", { id: "a", owner: "ann" }, cache.beginLookup());
    cache.store("a", { id: "a", owner: "bob" }, cache.beginLookup());
    cache.invalidate("owner:ann");
    expect(cache.get("a")?.owner).toBe("bob");
  });
});
