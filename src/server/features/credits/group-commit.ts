export interface GroupCommitOptions {
  /** Most items one shared transaction takes. */
  maxBatchSize: number;
  /** Batches in flight at once (each holds one database connection). */
  maxConcurrentBatches: number;
  /** Told when a shared batch failed and its items are being retried one by one. */
  onBatchFailure?: (error: unknown, size: number) => void;
}

export interface GroupCommitter<In, Out> {
  submit(item: In): Promise<Out>;
  /** Resolves once everything submitted so far has been answered. */
  drain(): Promise<void>;
}

interface Pending<In, Out> {
  item: In;
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

  const run = async (batch: Array<Pending<In, Out>>) => {
    inFlight += 1;
    try {
      const results = await runBatch(batch.map((p) => p.item));
      batch.forEach((pending, i) => pending.resolve(results[i] as Out));
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else {
        options.onBatchFailure?.(error, batch.length);
        for (const pending of batch) await runAlone(pending);
      }
    } finally {
      inFlight -= 1;
      if (queue.length > 0) schedule();
      else if (inFlight === 0) {
        const waiters = idleWaiters;
        idleWaiters = [];
        waiters.forEach((wake) => wake());
      }
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
        queue.push({ item, resolve, reject });
        schedule();
      }),
    drain: () =>
      queue.length === 0 && inFlight === 0 && !scheduled
        ? Promise.resolve()
        : new Promise<void>((wake) => idleWaiters.push(wake)),
  };
}
