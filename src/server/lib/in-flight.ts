/**
 * Wraps a fetch handler and counts the calls that have not returned yet. A graceful shutdown waits for
 * `idle()` before closing the database: the HTTP server's own close() only waits for connections, and a
 * client that hung up leaves its handler running without one.
 */
export function trackInFlight<Args extends unknown[], Result>(handler: (...args: Args) => Result | Promise<Result>) {
  let inFlight = 0;
  let waiters: Array<() => void> = [];
  return {
    fetch: async (...args: Args): Promise<Result> => {
      inFlight += 1;
      try {
        return await handler(...args);
      } finally {
        inFlight -= 1;
        if (inFlight === 0) {
          const wake = waiters;
          waiters = [];
          wake.forEach((resolve) => resolve());
        }
      }
    },
    idle: (): Promise<void> =>
      inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    get count() {
      return inFlight;
    },
  };
}
