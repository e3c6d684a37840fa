import type { DailyPoint } from "@/shared/admin";
import { formatNumber } from "@/web/lib/format";

const WIDTH = 300;
const HEIGHT = 96;
const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/**
 * A small bar chart of one value per UTC day, drawn by hand in SVG (no chart library in the bundle).
 * Screen readers get the summary and the numbers as a table; pointer users get a tooltip per bar.
 */
export function DailyBarChart({ title, points, unit }: { title: string; points: DailyPoint[]; unit: string }) {
  const max = Math.max(0, ...points.map((point) => point.value));
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const slot = WIDTH / Math.max(1, points.length);
  const first = points[0];
  const last = points.at(-1);
  return (
    // A flex gap, not space-y: the screen-reader table (absolutely placed) would add a margin under the dates.
    <figure className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <figcaption className="text-sm font-medium text-zinc-700">{title}</figcaption>
        <p className="text-xs text-zinc-500">
          {formatNumber(total)} {unit} · peak {formatNumber(max)}
        </p>
      </div>
      <div className="relative">
        {total === 0 ? (
          <p aria-hidden className="absolute inset-0 flex items-center justify-center text-sm text-zinc-500">
            Nothing in the last {points.length} days
          </p>
        ) : null}
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-24 w-full"
          role="img"
          aria-label={`${title}: ${formatNumber(total)} ${unit} in ${points.length} days, at most ${formatNumber(max)} a day.`}
        >
          <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-zinc-200" strokeWidth="1" />
          {points.map((point, index) => {
            const height = max > 0 ? Math.max(point.value > 0 ? 2 : 0, (point.value / max) * (HEIGHT - 4)) : 0;
            return (
              <g key={point.date}>
                {/* A full-height transparent slot makes even an empty day hoverable. */}
                <rect x={index * slot} y={0} width={slot} height={HEIGHT} className="fill-transparent" />
                <rect
                  x={index * slot + slot * 0.15}
                  y={HEIGHT - height}
                  width={slot * 0.7}
                  height={height}
                  rx="1"
                  className="fill-brand-400 hover:fill-brand-600"
                />
                <title>{`${label(point.date)}: ${formatNumber(point.value)} ${unit}`}</title>
              </g>
            );
          })}
        </svg>
      </div>
      <div className="flex justify-between text-xs text-zinc-500" aria-hidden>
        <span>{first ? label(first.date) : ""}</span>
        <span>{last ? label(last.date) : ""}</span>
      </div>
      <table className="sr-only">
        <caption>{title} per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{unit}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <td>{label(point.date)}</td>
              <td>{point.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The chart's place while its numbers load: the same lines and the same plot height, so nothing moves after. */
export function DailyBarChartSkeleton({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-2" aria-hidden>
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-zinc-700">{title}</p>
        <p className="invisible text-xs">0</p>
      </div>
      <div className="h-24 animate-pulse rounded-lg bg-zinc-50" />
      <p className="invisible text-xs">0</p>
    </div>
  );
}
