import { useId } from "react";
import type { DailyUsage } from "@/shared/usage";
import { useMeasuredWidth } from "@/web/hooks/use-measured-width";
import { formatNumber } from "@/web/lib/format";
import { buildChartModel, formatDay, type ChartModel } from "../chart-model";

/**
 * The picture is drawn at the container's own width in CSS pixels (measured, not scaled by a viewBox), so its
 * labels keep one readable size at every width: a narrow screen gets fewer date ticks, never smaller text.
 */
const PLOT_HEIGHT = 160;
/** Label text, in CSS px (at or above the 12 px the rest of the app's small print uses). */
const FONT = 12;
/** Room above the plot for the top axis label's upper half, and below it for the date labels. */
const PAD_TOP = FONT;
const PAD_BOTTOM = FONT + 12;
/** An estimate of one label character's width at FONT (digits and 'Nov 27' run about 0.6 em). */
const CHAR_WIDTH = FONT * 0.62;
/** A date label's estimated width ('Nov 27'), and the least gap between two of them. */
const DATE_WIDTH = 6 * CHAR_WIDTH;
const DATE_GAP = 12;
/** Used until the container is measured (before the first paint in a browser). */
const FALLBACK_WIDTH = 600;

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

/**
 * The days that get a date label: always the last, then every week (or two, or four) back, as often as the labels
 * fit side by side. The last label ends at the chart's right edge, so it sits left of its bar's centre: the gap
 * before it is the one to check.
 */
function labelledDays(count: number, slot: number): Set<number> {
  const lastShift = Math.max(0, DATE_WIDTH / 2 - slot / 2);
  const step = [7, 14, 28].find((weeks) => weeks * slot - lastShift >= DATE_WIDTH + DATE_GAP) ?? count;
  const days = new Set<number>();
  for (let i = count - 1; i >= 0; i -= step) days.add(i);
  return days;
}

function ChartPicture({ model, summary }: { model: ChartModel; summary: string }) {
  const titleId = useId();
  const { ref, width: measured } = useMeasuredWidth();
  const width = Math.max(measured ?? FALLBACK_WIDTH, 1);
  const height = PAD_TOP + PLOT_HEIGHT + PAD_BOTTOM;
  const ticks = [0, 0.5, 1].map((f) => ({ f, text: formatNumber(model.scaleMax * f) }));
  // The y axis is as wide as its longest label, plus a gap before the bars.
  const axis = Math.ceil(Math.max(...ticks.map((t) => t.text.length)) * CHAR_WIDTH) + 8;
  const slot = (width - axis) / model.bars.length;
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD_TOP + PLOT_HEIGHT - (value / model.scaleMax) * PLOT_HEIGHT;
  const labelled = labelledDays(model.bars.length, slot);
  const dateHalfWidth = Math.ceil(DATE_WIDTH / 2);

  return (
    <div ref={ref} className="w-full" style={{ height }}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block"
        role="img"
        aria-labelledby={titleId}
        data-testid="usage-chart"
      >
        <title id={titleId}>{summary}</title>
        {ticks.map(({ f, text }) => (
          <g key={f}>
            <line
              x1={axis}
              x2={width}
              y1={y(model.scaleMax * f)}
              y2={y(model.scaleMax * f)}
              className="stroke-zinc-200"
              strokeDasharray={f === 0 ? undefined : "3 3"}
            />
            <text
              x={axis - 6}
              y={y(model.scaleMax * f)}
              dominantBaseline="central"
              textAnchor="end"
              fontSize={FONT}
              className="fill-zinc-500"
            >
              {text}
            </text>
          </g>
        ))}
        {model.bars.map((bar, i) => {
          let top = PAD_TOP + PLOT_HEIGHT;
          const x = axis + i * slot + (slot - barWidth) / 2;
          const last = i === model.bars.length - 1;
          const centre = x + barWidth / 2;
          // The last label ends at the chart's right edge; the others are centred on their bar, where they fit.
          const showLabel = labelled.has(i) && (last || centre - dateHalfWidth >= 0);
          return (
            <g key={bar.day}>
              {bar.segments.map((segment) => {
                const segmentHeight = (segment.value / model.scaleMax) * PLOT_HEIGHT;
                top -= segmentHeight;
                return (
                  <rect
                    key={segment.userId}
                    x={x}
                    y={top}
                    width={barWidth}
                    height={segmentHeight}
                    fill={segment.color}
                    rx={1}
                  >
                    <title>{`${segment.name}: ${formatNumber(segment.value)} credits on ${formatDay(bar.day)}`}</title>
                  </rect>
                );
              })}
              {showLabel ? (
                <text
                  x={last ? width : centre}
                  y={PAD_TOP + PLOT_HEIGHT + 6}
                  dominantBaseline="hanging"
                  textAnchor={last ? "end" : "middle"}
                  fontSize={FONT}
                  className="fill-zinc-500"
                >
                  {formatDay(bar.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
