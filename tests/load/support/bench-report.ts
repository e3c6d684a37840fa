import type { LedgerCheck } from "./ledger-check.ts";
import type { LoadResult } from "./load.ts";

/** What `npm run bench` prints for each run, with the targets each figure is held to (docs/benchmarks.md). */

// The embedded default's memory targets (docs/operations.md, docs/decisions/030).
export const PGLITE_RSS_TARGETS = { idleMb: 300, loadMb: 450 };

export interface UsageRun {
  load: LoadResult;
  /** The server's RSS once started and settled, before any load (MB). */
  idleRssMb: number;
  peakRssMb: number;
  ledger: LedgerCheck;
  warmupOk: number;
}

export interface PgliteRun extends UsageRun {
  /** The server's settled RSS after its very first start on an empty DATA_DIR (MB; decision 040). */
  firstStartIdleRssMb: number;
}

export const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
export const mb = (n: number) => `${Math.round(n)} MB`;

export function reportPgliteRss(run: PgliteRun) {
  const within =
    Math.max(run.idleRssMb, run.firstStartIdleRssMb) <= PGLITE_RSS_TARGETS.idleMb &&
    run.peakRssMb <= PGLITE_RSS_TARGETS.loadMb;
  console.log(
    `    RSS on PGlite: idle ${mb(run.idleRssMb)} (first start on an empty DATA_DIR: ${mb(run.firstStartIdleRssMb)}), peak under load ${mb(run.peakRssMb)}   [targets ≤ ${PGLITE_RSS_TARGETS.idleMb} MB, ≤ ${PGLITE_RSS_TARGETS.loadMb} MB: ${within ? "met" : "MISSED"}]`,
  );
}

export function report(label: string, load: LoadResult, peakRssMb?: number) {
  const statuses = Object.entries(load.statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(" ");
  const rss = peakRssMb === undefined ? "" : `, server RSS peak ${Math.round(peakRssMb)} MB`;
  console.log(
    `  ${label}: ${fmt(load.requestsPerSecond)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms${rss} [${statuses}${load.errors ? `, ${load.errors} errors` : ""}]`,
  );
}

export function reportLedger(run: UsageRun) {
  const { ledger, load, warmupOk } = run;
  console.log(
    `    ledger: Σ used ${fmt(ledger.poolUsed)} = Σ events ${fmt(ledger.eventSum)} (${fmt(ledger.eventCount)} events; ${fmt(warmupOk + load.ok)} 2xx answers seen with the warm-up, the rest of the difference was in flight when the run stopped): ${ledger.exact ? "exact" : `NOT EXACT (${ledger.mismatchedPools} pools differ, studio split ${ledger.studioSplitExact ? "ok" : "wrong"})`}`,
  );
}
