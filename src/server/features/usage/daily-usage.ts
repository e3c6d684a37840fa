import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { USAGE_CHART_DAYS, type DailyUsage } from "../../../shared/usage.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last 30 UTC days ending today, oldest first, as YYYY-MM-DD. */
export function chartDays(now: Date, count = USAGE_CHART_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * Credits spent per day and person in a pool over the chart's days. `people` fixes the series (and
 * their order and names); anyone else with events is added after them (e.g. a member who left).
 */
export async function dailyUsage(
  db: Db,
  poolId: string,
  people: Array<{ userId: string; name: string }>,
  options: { now: Date; onlyUserId?: string },
): Promise<DailyUsage> {
  const days = chartDays(options.now);
  const since = `${days[0]}T00:00:00.000Z`;
  const result = await db.execute(sql`
    select e.user_id, u.name, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(e.amount)::int as credits
    from usage_event e join "user" u on u.id = e.user_id
    where e.pool_id = ${poolId} and e.created_at >= ${since}::timestamptz
      ${options.onlyUserId ? sql`and e.user_id = ${options.onlyUserId}` : sql``}
    group by e.user_id, u.name, day`);
  const rows = rowsOf<{ user_id: string; name: string; day: string; credits: number }>(result);

  const dayIndex = new Map(days.map((day, i) => [day, i]));
  const series = new Map(people.map((p) => [p.userId, { userId: p.userId, name: p.name, values: days.map(() => 0) }]));
  for (const row of rows) {
    const index = dayIndex.get(row.day);
    if (index === undefined) continue;
    let line = series.get(row.user_id);
    if (!line) {
      line = { userId: row.user_id, name: row.name, values: days.map(() => 0) };
      series.set(row.user_id, line);
    }
    line.values[index] = Number(row.credits);
  }
  return { days, series: [...series.values()] };
}
