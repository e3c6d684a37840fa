import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's Prometheus metrics (docs/operations.md, "Metrics"). One registry for the process: the code that
 * records a figure imports the metric it moves, and only the metrics endpoint (metrics-server.ts) reads them.
 * Recording costs a label lookup and an addition, so it stays on even when nobody scrapes.
 */
export const registry = new Registry();

// Process memory (RSS, heap), CPU, handles, GC, and event-loop lag (nodejs_eventloop_lag_* from a
// monitorEventLoopDelay histogram).
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: "goji_http_requests_total",
  help: "HTTP requests answered, by route pattern (not the raw path), method and status",
  labelNames: ["route", "method", "status"] as const,
  registers: [registry],
});

export const httpRequestSeconds = new Histogram({
  name: "goji_http_request_duration_seconds",
  help: "Time from the request reaching the app to its response, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const debitOutcomes = new Counter({
  name: "goji_debit_outcomes_total",
  help: "Plugin debits by outcome: charged, replayed, insufficient, conflict, revoked, banned",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

export const debitBatchSize = new Histogram({
  name: "goji_debit_batch_size",
  help: "Debits committed together in one group-commit batch (decision 006)",
  buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
  registers: [registry],
});

export const debitBatchSeconds = new Histogram({
  name: "goji_debit_batch_duration_seconds",
  help: "Time one debit batch's transaction took, successful or not",
  labelNames: ["result"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const redisCommandTimeouts = new Counter({
  name: "goji_redis_command_timeouts_total",
  help: "Redis commands that waited out REDIS_COMMAND_TIMEOUT_MS (a stalled server); the first drops the connection",
  registers: [registry],
});

export const apiKeyLookups = new Counter({
  name: "goji_api_key_lookups_total",
  help: "Plugin keys looked up in the database (not in the key cache) by result: active, banned, unknown",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const apiKeyLookupsRefused = new Counter({
  name: "goji_api_key_lookups_refused_total",
  help: "Plugin keys not looked up (429) because their address sent too many unknown or banned keys this minute",
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: "goji_cache_lookups_total",
  help: "Lookups in the invalidated caches by cache and result (hit, miss); hit ratio = hit / (hit + miss)",
  labelNames: ["cache", "result"] as const,
  registers: [registry],
});

export const invalidationLagSeconds = new Histogram({
  name: "goji_invalidation_lag_seconds",
  help: "Round trip of a barrier through the database's notifications: how late this instance hears a change",
  labelNames: ["channel"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** Read when scraped: what the database pool and Redis client report now. */
export interface LiveSources {
  pool?: () => { total: number; idle: number; waiting: number };
  redis?: () => string;
}
const sources: LiveSources = {};

/** Registers where the pool and Redis figures come from (one database and one Redis client per process). */
export function observeLive(next: LiveSources): void {
  Object.assign(sources, next);
}

new Gauge({
  name: "goji_db_pool_connections",
  help: "PostgreSQL pool connections by state: in_use, idle, and requests waiting for one (absent on PGlite)",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const pool = sources.pool?.();
    if (!pool) return;
    this.set({ state: "in_use" }, pool.total - pool.idle);
    this.set({ state: "idle" }, pool.idle);
    this.set({ state: "waiting" }, pool.waiting);
  },
});

new Gauge({
  name: "goji_redis_up",
  help: "1 while the Redis client is connected and ready, 0 otherwise (absent without REDIS_URL)",
  labelNames: ["status"] as const,
  registers: [registry],
  collect() {
    const status = sources.redis?.();
    if (status === undefined) return;
    this.reset();
    this.set({ status }, status === "ready" ? 1 : 0);
  },
});
