import { describe, expect, it } from "vitest";
import { createGroupCommitter } from "./group-commit.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("group commit", () => {
  it("puts items that arrive together into one batch and answers each in order", async () => {
    const batches: number[][] = [];
    const committer = createGroupCommitter<number, number>(async (items) => {
      batches.push(items);
      await tick();
      return items.map((i) => i * 10);
    }, { maxBatchSize: 50, maxConcurrentBatches: 1 });
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => committer.submit(i)));
    expect(answers).toEqual(Array.from({ length: 120 }, (_, i) => i * 10));
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
  });

  it("retries each item of a failed batch alone, so one bad item fails only itself", async () => {
    const seen: number[][] = [];
    const failures: number[] = [];
    const committer = createGroupCommitter<number, string>(async (items) => {
      seen.push(items);
      if (items.includes(3)) throw new Error("boom");
      return items.map((i) => `ok ${i}`);
    }, { maxBatchSize: 10, maxConcurrentBatches: 1, onBatchFailure: (_e, size) => failures.push(size) });
    const results = await Promise.allSettled([1, 2, 3, 4].map((i) => committer.submit(i)));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect(failures).toEqual([4]);
    expect(seen).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it("drains: resolves once nothing is queued or in flight", async () => {
    let done = 0;
    const committer = createGroupCommitter<number, number>(async (items) => {
      await tick();
      done += items.length;
      return items;
    }, { maxBatchSize: 2, maxConcurrentBatches: 2 });
    for (let i = 0; i < 7; i += 1) void committer.submit(i);
    await committer.drain();
    expect(done).toBe(7);
    await committer.drain();
  });
});

describe("group commit with partitions", () => {
  it("never has one partition in two batches at once, and keeps each partition's order", async () => {
    const inFlight = new Map<string, number>();
    let overlap = false;
    const order: string[] = [];
    const committer = createGroupCommitter<{ pool: string; n: number }, number>(async (items) => {
      const pools = new Set(items.map((i) => i.pool));
      for (const pool of pools) {
        if ((inFlight.get(pool) ?? 0) > 0) overlap = true;
        inFlight.set(pool, (inFlight.get(pool) ?? 0) + 1);
      }
      await tick();
      for (const pool of pools) inFlight.set(pool, (inFlight.get(pool) ?? 1) - 1);
      order.push(...items.filter((i) => i.pool === "hot").map((i) => String(i.n)));
      return items.map((i) => i.n);
    }, { maxBatchSize: 5, maxConcurrentBatches: 4, partitionOf: (i) => i.pool });

    const items = Array.from({ length: 60 }, (_, n) => ({ pool: n % 2 === 0 ? "hot" : `cold-${n % 7}`, n }));
    const answers = await Promise.all(items.map((i) => committer.submit(i)));
    expect(answers).toEqual(items.map((i) => i.n));
    expect(overlap).toBe(false);
    expect(order).toEqual(items.filter((i) => i.pool === "hot").map((i) => String(i.n)));
  });
});
