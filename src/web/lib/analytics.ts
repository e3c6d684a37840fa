/**
 * A small PostHog-compatible analytics client, loaded only when the deployment sets POSTHOG_KEY
 * (docs/product.md#states): the visitor is anonymous until `identify`, `reset` returns to a new anonymous id, and
 * events are posted in batches to the ingestion endpoint with a 60-second timeout (docs/product.md#constants).
 */
export interface AnalyticsOptions {
  key: string;
  host: string;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined;
  flushIntervalMs?: number;
  maxBatch?: number;
  fetchImpl?: typeof fetch;
}

interface QueuedEvent {
  event: string;
  properties: Record<string, unknown>;
  timestamp: string;
}

const ANON_KEY = "goji.analytics.anon";
export const ANALYTICS_TIMEOUT_MS = 60_000;

export function createAnalytics(options: AnalyticsOptions) {
  const storage = options.storage;
  const send = options.fetchImpl ?? fetch;
  const maxBatch = options.maxBatch ?? 20;
  let anonymousId = storage?.getItem(ANON_KEY) ?? newId();
  storage?.setItem(ANON_KEY, anonymousId);
  let identifiedId: string | null = null;
  let queue: QueuedEvent[] = [];

  const distinctId = () => identifiedId ?? anonymousId;
  const state = (): "anonymous" | "identified" => (identifiedId ? "identified" : "anonymous");

  const capture = (event: string, properties: Record<string, unknown> = {}) => {
    queue.push({
      event,
      properties: { ...properties, distinct_id: distinctId(), $lib: "goji-web" },
      timestamp: new Date().toISOString(),
    });
    if (queue.length >= maxBatch) void flush();
  };

  const flush = async () => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    try {
      await send(`${options.host.replace(/\/$/, "")}/batch/`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ api_key: options.key, batch }),
        keepalive: true,
        signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
      });
    } catch (error) {
      console.warn("Analytics batch not delivered", error);
    }
  };

  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 10_000);

  return {
    state,
    distinctId,
    capture,
    flush,
    identify(userId: string, traits: Record<string, unknown> = {}) {
      if (identifiedId === userId) return;
      identifiedId = userId;
      capture("$identify", { $anon_distinct_id: anonymousId, $set: traits });
    },
    reset() {
      identifiedId = null;
      anonymousId = newId();
      storage?.setItem(ANON_KEY, anonymousId);
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

function newId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}
