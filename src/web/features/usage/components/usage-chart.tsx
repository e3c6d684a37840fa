import { useId } from "react";
import type { DailyUsage } from "@/shared/usage";
import { formatNumber } from "@/web/lib/format";
import { buildChartModel, formatDay } from "../chart-model";

const WIDTH = 600;
const HEIGHT = 180;
const AXIS = 32;

/**
 * Daily credits per person over the last 30 days: hand-drawn stacked SVG bars with a legend. The
 * picture is summarised for screen readers, and the numbers are one click away as a table.
 */
export function UsageChart({
  daily,
  label = "Daily credit usage, last 30 days",
}: {
  daily: DailyUsage;
  label?: string;
}) {
  const model = buildChartModel(daily);
  const titleId = useId();
  if (model.total === 0) {
    return (
      <p className="rounded-lg border border-dashed border-zinc-200 px-4 py-8 text-center text-sm text-zinc-500">
        No usage in the last 30 days.
      </p>
    );
  }
  const slot = (WIDTH - AXIS) / model.bars.length;
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => HEIGHT - (value / model.scaleMax) * HEIGHT;
  const summary = `${label}: ${formatNumber(model.total)} credits in total; busiest day ${model.peak ? `${formatDay(model.peak.day)} with ${formatNumber(model.peak.total)}` : "none"}.`;

  return (
    <figure className="space-y-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} className="h-auto w-full" role="img" aria-labelledby={titleId}>
        <title id={titleId}>{summary}</title>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={AXIS}
              x2={WIDTH}
              y1={y(model.scaleMax * f)}
              y2={y(model.scaleMax * f)}
              className="stroke-zinc-200"
              strokeDasharray={f === 0 ? undefined : "3 3"}
            />
            <text x={AXIS - 4} y={y(model.scaleMax * f) + 4} textAnchor="end" fontSize="10" className="fill-zinc-500">
              {formatNumber(model.scaleMax * f)}
            </text>
          </g>
        ))}
        {model.bars.map((bar, i) => {
          let top = HEIGHT;
          const x = AXIS + i * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.day}>
              {bar.segments.map((segment) => {
                const height = (segment.value / model.scaleMax) * HEIGHT;
                top -= height;
                return (
                  <rect key={segment.userId} x={x} y={top} width={barWidth} height={height} fill={segment.color} rx={1}>
                    <title>{`${segment.name}: ${formatNumber(segment.value)} credits on ${formatDay(bar.day)}`}</title>
                  </rect>
                );
              })}
              {i % 7 === model.bars.length % 7 || i === model.bars.length - 1 ? (
                <text x={x + barWidth / 2} y={HEIGHT + 14} textAnchor="middle" fontSize="10" className="fill-zinc-500">
                  {formatDay(bar.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600">
          {model.legend.map((entry) => (
            <li key={entry.userId} className="flex items-center gap-1.5">
              <span
                className="inline-block h-2.5 w-2.5 rounded-sm"
                style={{ backgroundColor: entry.color }}
                aria-hidden
              />
              {entry.name} <span className="text-zinc-500">({formatNumber(entry.total)})</span>
            </li>
          ))}
        </ul>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-600 hover:underline">Show as table</summary>
        <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-zinc-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{label}</caption>
            <thead className="sticky top-0 bg-zinc-50 text-xs text-zinc-500 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Day
                </th>
                {model.legend.map((entry) => (
                  <th key={entry.userId} scope="col" className="px-3 py-2 text-right">
                    {entry.name}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100">
              {model.bars.map((bar) => (
                <tr key={bar.day}>
                  <th scope="row" className="px-3 py-1.5 font-normal text-zinc-700">
                    {formatDay(bar.day)}
                  </th>
                  {model.legend.map((entry) => (
                    <td key={entry.userId} className="px-3 py-1.5 text-right tabular-nums">
                      {formatNumber(bar.segments.find((s) => s.userId === entry.userId)?.value ?? 0)}
                    </td>
                  ))}
                  <td className="px-3 py-1.5 text-right font-medium tabular-nums">{formatNumber(bar.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
