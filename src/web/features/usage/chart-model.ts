import type { DailyUsage } from "@/shared/usage";

/** Distinguishable on white and for common colour-vision deficiencies (Okabe–Ito based). */
export const SERIES_COLORS = [
  "#0072B2",
  "#E69F00",
  "#009E73",
  "#CC79A7",
  "#56B4E9",
  "#D55E00",
  "#F0E442",
  "var(--color-zinc-900)",
];
// Okabe-Ito (colour-blind safe); its black is the theme's strongest neutral so it stays visible in dark mode.
const OTHERS_COLOR = "var(--color-zinc-400)";

export interface ChartSegment {
  userId: string;
  name: string;
  value: number;
  color: string;
}
export interface ChartBar {
  day: string;
  total: number;
  segments: ChartSegment[];
}
export interface LegendEntry {
  userId: string;
  name: string;
  total: number;
  color: string;
}
export interface ChartModel {
  bars: ChartBar[];
  legend: LegendEntry[];
  /** Top of the y axis: a round number at or above the busiest day. */
  scaleMax: number;
  total: number;
  peak: ChartBar | null;
}

/** 1, 2, 5 × 10ⁿ at or above `value` (at least 1). */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * Stacked daily bars, one colour per person. The busiest people keep their own colour; beyond the
 * palette everyone else is summed into 'Others', so the chart stays readable for large studios.
 */
export function buildChartModel(daily: DailyUsage): ChartModel {
  const ranked = daily.series
    .map((s) => ({ ...s, total: s.values.reduce((a, b) => a + b, 0) }))
    .filter((s) => s.total > 0)
    .sort((a, b) => b.total - a.total);
  const named = ranked.length > SERIES_COLORS.length ? ranked.slice(0, SERIES_COLORS.length - 1) : ranked;
  const others = ranked.slice(named.length);

  const legend: LegendEntry[] = named.map((s, i) => ({
    userId: s.userId,
    name: s.name,
    total: s.total,
    color: SERIES_COLORS[i] ?? OTHERS_COLOR,
  }));
  if (others.length > 0)
    legend.push({
      userId: "others",
      name: `Others (${others.length})`,
      total: others.reduce((a, s) => a + s.total, 0),
      color: OTHERS_COLOR,
    });

  const bars: ChartBar[] = daily.days.map((day, i) => {
    const segments: ChartSegment[] = named
      .map((s, j) => ({
        userId: s.userId,
        name: s.name,
        value: s.values[i] ?? 0,
        color: SERIES_COLORS[j] ?? OTHERS_COLOR,
      }))
      .filter((seg) => seg.value > 0);
    const othersValue = others.reduce((a, s) => a + (s.values[i] ?? 0), 0);
    if (othersValue > 0) segments.push({ userId: "others", name: "Others", value: othersValue, color: OTHERS_COLOR });
    return { day, total: segments.reduce((a, seg) => a + seg.value, 0), segments };
  });

  const peak = bars.reduce<ChartBar | null>(
    (best, bar) => (bar.total > 0 && (!best || bar.total > best.total) ? bar : best),
    null,
  );
  return {
    bars,
    legend,
    scaleMax: niceCeiling(peak?.total ?? 0),
    total: legend.reduce((a, l) => a + l.total, 0),
    peak,
  };
}

/** '2026-11-22' → 'Nov 22' (UTC, as the server buckets days). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}
