import { debitBatchSeconds, debitBatchSize } from "../../metrics/registry.ts";

export interface GroupCommitOptions {
  /** Most items one shared transaction takes. */
  maxBatchSize: number;
  /** Batches in flight at once (each holds one database connection). */
  maxConcurrentBatches: number;
  /** Told when a shared batch failed and its items are being retried one by one. */
  onBatchFailure?: (error: unknown, size: number) => void;
  /**
   * Whether a failed shared batch is worth retrying item by item (default: always). Not when the
   * database is unreachable: every retry would fail the same way, one timeout after another.
   */
  retryAlone?: (error: unknown) => boolean;
  /**
   * The longest an item waits for a batch to take it. Past it, it is refused with `expired()` — never started,
   * so never charged — instead of waiting behind batches stuck on a database that stopped answering.
   */
  maxWaitMs?: number;
  expired?: () => unknown;
}

export interface GroupCommitter<In, Out> {
  submit(item: In): Promise<Out>;
  /** Resolves once everything submitted so far has been answered. */
  drain(): Promise<void>;
}

interface Pending<In, Out> {
  item: In;
  /** performance.now() when it was submitted. */
  since: number;
  resolve: (value: Out) => void;
  reject: (reason: unknown) => void;
}

/**
 * Group commit: items that arrive while a batch is in flight wait and then share the next one, so
 * under load many items ride one transaction while a lone item is not delayed at all. `runBatch`
 * answers in order and only after its transaction committed. When a shared batch fails, each item is
 * retried alone, so one bad item cannot take the others down and no item is answered twice.
 */
export function createGroupCommitter<In, Out>(
  runBatch: (items: In[]) => Promise<Out[]>,
  options: GroupCommitOptions,
): GroupCommitter<In, Out> {
  const queue: Array<Pending<In, Out>> = [];
  let inFlight = 0;
  let scheduled = false;
  let idleWaiters: Array<() => void> = [];

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // setImmediate lets the requests already read from sockets in this loop turn join the batch.
    setImmediate(() => {
      scheduled = false;
      while (inFlight < options.maxConcurrentBatches && queue.length > 0)
        void run(queue.splice(0, options.maxBatchSize));
    });
  };

  // One sweep timer while anything waits (not a timer per item on the hot path); items are queued in order,
  // so the expired ones are at the front.
  let sweeper: NodeJS.Timeout | undefined;
  const sweepExpired = () => {
    const cutoff = performance.now() - (options.maxWaitMs ?? Infinity);
    while (queue.length > 0 && (queue[0] as Pending<In, Out>).since < cutoff)
      queue.shift()?.reject(options.expired?.() ?? new Error("timed out waiting for a batch"));
    if (queue.length === 0) {
      clearInterval(sweeper);
      sweeper = undefined;
      if (inFlight === 0) wakeIdle();
    }
  };
  const watchWaiting = () => {
    if (sweeper || options.maxWaitMs === undefined) return;
    sweeper = setInterval(sweepExpired, Math.max(10, Math.min(250, options.maxWaitMs / 4)));
    sweeper.unref();
  };
  const wakeIdle = () => {
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((wake) => wake());
  };

  const run = async (batch: Array<Pending<In, Out>>) => {
    inFlight += 1;
    debitBatchSize.observe(batch.length);
    const endTimer = debitBatchSeconds.startTimer();
    try {
      const results = await runBatch(batch.map((p) => p.item));
      endTimer({ result: "committed" });
      batch.forEach((pending, i) => pending.resolve(results[i] as Out));
    } catch (error) {
      endTimer({ result: "failed" });
      if (batch.length === 1) batch[0]?.reject(error);
      else if (options.retryAlone && !options.retryAlone(error)) batch.forEach((pending) => pending.reject(error));
      else {
        options.onBatchFailure?.(error, batch.length);
        for (const pending of batch) await runAlone(pending);
      }
    } finally {
      inFlight -= 1;
      if (queue.length > 0) schedule();
      else if (inFlight === 0) wakeIdle();
    }
  };

  const runAlone = async (pending: Pending<In, Out>) => {
    try {
      const [result] = await runBatch([pending.item]);
      pending.resolve(result as Out);
    } catch (error) {
      pending.reject(error);
    }
  };

  return {
    submit: (item) =>
      new Promise<Out>((resolve, reject) => {
        queue.push({ item, since: performance.now(), resolve, reject });
        watchWaiting();
        schedule();
      }),
    drain: () =>
      queue.length === 0 && inFlight === 0 && !scheduled
        ? Promise.resolve()
        : new Promise<void>((wake) => idleWaiters.push(wake)),
  };
}
