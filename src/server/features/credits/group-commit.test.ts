import { describe, expect, it } from "vitest";
import { createGroupCommitter } from "./group-commit.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("group commit", () => {
  it("puts items that arrive together into one batch and answers each in order", async () => {
    const batches: number[][] = [];
    const committer = createGroupCommitter<number, number>(
      async (items) => {
        batches.push(items);
        await tick();
        return items.map((i) => i * 10);
      },
      { maxBatchSize: 50, maxConcurrentBatches: 1 },
    );
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => committer.submit(i)));
    expect(answers).toEqual(Array.from({ length: 120 }, (_, i) => i * 10));
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
  });

  it("retries each item of a failed batch alone, so one bad item fails only itself", async () => {
    const seen: number[][] = [];
    const failures: number[] = [];
    const committer = createGroupCommitter<number, string>(
      async (items) => {
        seen.push(items);
        if (items.includes(3)) throw new Error("boom");
        return items.map((i) => `ok ${i}`);
      },
      { maxBatchSize: 10, maxConcurrentBatches: 1, onBatchFailure: (_e, size) => failures.push(size) },
    );
    const results = await Promise.allSettled([1, 2, 3, 4].map((i) => committer.submit(i)));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect(failures).toEqual([4]);
    expect(seen).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it("refuses a whole failed batch without retrying when retryAlone says the error is not worth it", async () => {
    const seen: number[][] = [];
    const committer = createGroupCommitter<number, string>(
      async (items) => {
        seen.push(items);
        throw new Error("Connection terminated unexpectedly");
      },
      { maxBatchSize: 10, maxConcurrentBatches: 1, retryAlone: () => false },
    );
    const results = await Promise.allSettled([1, 2, 3].map((i) => committer.submit(i)));
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(seen).toEqual([[1, 2, 3]]);
    await committer.drain();
  });

  it("refuses items that waited longer than maxWaitMs behind stuck batches, without ever running them", async () => {
    const started: number[][] = [];
    let unblock = () => {};
    const blocked = new Promise<void>((resolve) => (unblock = resolve));
    const committer = createGroupCommitter<number, number>(
      async (items) => {
        started.push(items);
        await blocked;
        return items;
      },
      { maxBatchSize: 1, maxConcurrentBatches: 1, maxWaitMs: 40, expired: () => new Error("expired") },
    );
    const first = committer.submit(1);
    const waiting = [2, 3].map((i) => committer.submit(i));
    const refused = await Promise.allSettled(waiting);
    expect(refused.map((r) => (r.status === "rejected" ? String(r.reason) : r.status))).toEqual([
      "Error: expired",
      "Error: expired",
    ]);
    unblock();
    expect(await first).toBe(1);
    await committer.drain();
    // The expired items never reached a batch: nothing was charged for them.
    expect(started).toEqual([[1]]);
    // A new item after the stall goes through as usual.
    expect(await committer.submit(4)).toBe(4);
  });

  it("drains: resolves once nothing is queued or in flight", async () => {
    let done = 0;
    const committer = createGroupCommitter<number, number>(
      async (items) => {
        await tick();
        done += items.length;
        return items;
      },
      { maxBatchSize: 2, maxConcurrentBatches: 2 },
    );
    for (let i = 0; i < 7; i += 1) void committer.submit(i);
    await committer.drain();
    expect(done).toBe(7);
    await committer.drain();
  });
});

describe("group commit under load", () => {
  it("starts the next batch while one is in flight, never more than maxConcurrentBatches, and answers every item", async () => {
    let running = 0;
    let mostAtOnce = 0;
    const sizes: number[] = [];
    const committer = createGroupCommitter<number, number>(
      async (items) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        sizes.push(items.length);
        await tick();
        running -= 1;
        return items.map((i) => -i);
      },
      { maxBatchSize: 5, maxConcurrentBatches: 2 },
    );

    const items = Array.from({ length: 23 }, (_, n) => n);
    const answers = await Promise.all(items.map((i) => committer.submit(i)));
    expect(answers).toEqual(items.map((i) => -i));
    expect(mostAtOnce).toBe(2);
    expect(sizes).toEqual([5, 5, 5, 5, 3]);
  });
});
