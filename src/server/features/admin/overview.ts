import { count, gte, sql, sum, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { organization, usageEvent, user } from "../../db/schema/index.ts";
import type { AdminOverview, DailyPoint } from "../../../shared/admin.ts";
import { countActiveSubscriptions } from "./subscription-counts.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const CHART_DAYS = 30;

/** The dashboard's headline figures and the two 30-day series (UTC days). */
export async function getOverview(db: Db, now = new Date()): Promise<AdminOverview> {
  const since7 = new Date(now.getTime() - 7 * DAY_MS);
  const since30 = new Date(now.getTime() - 30 * DAY_MS);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const chartStart = new Date(startOfUtcDay(now).getTime() - (CHART_DAYS - 1) * DAY_MS);

  const [users, studios, subscriptions, credits, signups, usage] = await Promise.all([
    db
      .select({
        total: count(),
        new7d: sql<number>`count(*) filter (where ${user.createdAt} >= ${since7.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
        new30d: sql<number>`count(*) filter (where ${user.createdAt} >= ${since30.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
        banned: sql<number>`count(*) filter (where ${user.banned} = true)`.mapWith(Number),
        admins: sql<number>`count(*) filter (where ${user.role} = 'admin')`.mapWith(Number),
      })
      .from(user),
    db.select({ total: count() }).from(organization),
    countActiveSubscriptions(db),
    db
      .select({ total: sum(usageEvent.amount).mapWith(Number) })
      .from(usageEvent)
      .where(gte(usageEvent.createdAt, monthStart)),
    dailySeries(db, user, user.createdAt, sql`count(*)`, chartStart),
    dailySeries(db, usageEvent, usageEvent.createdAt, sql`sum(${usageEvent.amount})`, chartStart),
  ]);
  return {
    users: users[0] ?? { total: 0, new7d: 0, new30d: 0, banned: 0, admins: 0 },
    studios: studios[0]?.total ?? 0,
    subscriptions,
    creditsUsedThisMonth: credits[0]?.total ?? 0,
    signupsPerDay: fillDays(signups, chartStart, CHART_DAYS),
    usagePerDay: fillDays(usage, chartStart, CHART_DAYS),
  };
}

async function dailySeries(
  db: Db,
  table: PgTable,
  column: PgColumn,
  aggregate: SQL,
  since: Date,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, value: sql<number>`${aggregate}`.mapWith(Number) })
    .from(table)
    .where(gte(column, since))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.value]));
}

/** Every day of the window, zero where nothing happened, so the chart's bars line up with dates. */
function fillDays(values: Map<string, number>, start: Date, days: number): DailyPoint[] {
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return { date, value: values.get(date) ?? 0 };
  });
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
