import { Agent, request } from "node:http";

export interface DebitTally {
  /** How many answers of each status, retries included. */
  statuses: Record<number, number>;
  /** 503 answers that did not say when to retry. */
  missingRetryAfter: number;
}

/**
 * Spends 1 credit with `idempotencyKey` as the plugin does: a 503 is retried with the same key until
 * the debit is charged (200) or refused (402). A request that takes longer than `timeoutMs` throws.
 */
export async function debitUntilAnswered(
  url: string,
  key: string,
  idempotencyKey: string,
  tally: DebitTally,
  options: { timeoutMs?: number } = {},
): Promise<number> {
  for (;;) {
    const res = await fetch(`${url}/api/v1/usage`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ amount: 1, idempotencyKey }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await res.arrayBuffer();
    tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
    if (res.status !== 503) return res.status;
    if (!res.headers.get("retry-after")) tally.missingRetryAfter += 1;
    // Sooner than Retry-After asks: the test would otherwise mostly wait.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface KeepAliveResult {
  /** Debits answered 200. */
  charged: number;
  /** A response carried `Connection: close`, and the client stopped using the connection. */
  toldToClose: boolean;
  /** A request that failed without an answer (reset, hang-up) or answered other than 200. */
  error: string | undefined;
}

/**
 * One keep-alive connection sending debits back to back, as a load balancer's pooled connection would,
 * until a response says `Connection: close` (the load balancer then moves to another instance).
 */
export function keepAliveClient(url: string, key: string, prefix: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const state = { answered: 0 };
  const send = (i: number) =>
    new Promise<{ status: number; close: boolean }>((resolve, reject) => {
      const body = JSON.stringify({ amount: 1, idempotencyKey: `${prefix}-${i}` });
      const req = request(
        `${url}/api/v1/usage`,
        {
          method: "POST",
          agent,
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        },
        (res) => {
          res.resume();
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, close: res.headers.connection?.toLowerCase() === "close" }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const done = (async (): Promise<KeepAliveResult> => {
    const result: KeepAliveResult = { charged: 0, toldToClose: false, error: undefined };
    try {
      for (let i = 0; !result.toldToClose; i += 1) {
        const { status, close } = await send(i);
        state.answered += 1;
        if (status !== 200) throw new Error(`answered ${status}`);
        result.charged += 1;
        result.toldToClose = close;
      }
    } catch (error) {
      result.error = String(error);
    } finally {
      agent.destroy();
    }
    return result;
  })();
  return {
    get answered() {
      return state.answered;
    },
    done,
  };
}
