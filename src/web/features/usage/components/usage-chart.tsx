import type { DailyUsage } from "@/shared/usage";
import { formatNumber } from "@/web/lib/format";
import { buildChartModel, formatDay } from "../chart-model";
import { ChartPicture } from "./usage-chart-picture";

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
  if (model.total === 0) {
    return (
      <p className="rounded-lg border border-dashed border-zinc-200 px-4 py-8 text-center text-sm text-zinc-500">
        No usage in the last 30 days.
      </p>
    );
  }
  const summary = `${label}: ${formatNumber(model.total)} credits in total; busiest day ${model.peak ? `${formatDay(model.peak.day)} with ${formatNumber(model.peak.total)}` : "none"}.`;

  return (
    <figure className="space-y-3">
      <ChartPicture model={model} summary={summary} />
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
