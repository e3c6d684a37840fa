import { useId } from "react";
import { useMeasuredWidth } from "@/web/hooks/use-measured-width";
import { formatNumber } from "@/web/lib/format";
import { formatDay, type ChartModel } from "../chart-model";

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

/** The usage chart's stacked bars as SVG, with the value axis and the date labels. */
export function ChartPicture({ model, summary }: { model: ChartModel; summary: string }) {
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
