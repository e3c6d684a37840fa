import autocannon, { type Result } from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  statuses: Record<string, number>;
  errors: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** Called for every request: return its headers and body (unique idempotency keys, rotating API keys). */
  nextRequest?: () => { headers: Record<string, string>; body?: string };
}

/** Runs autocannon and keeps what the report needs. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const statuses: Record<string, number> = {};
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        method: options.method ?? "GET",
        headers: options.headers,
        requests: options.nextRequest
          ? [
              {
                setupRequest: (request) => {
                  const next = options.nextRequest?.();
                  return { ...request, headers: { ...request.headers, ...next?.headers }, body: next?.body };
                },
              },
            ]
          : undefined,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    statuses,
    errors: result.errors + result.timeouts,
  };
}
