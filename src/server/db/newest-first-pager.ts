import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AppError } from "../lib/errors.ts";
import { isPlausibleEventTime } from "../../shared/event-time.ts";

/** The (createdAt, id) pair of a log table that a page is ordered and cut by. */
export interface PagerColumns {
  createdAt: PgColumn;
  id: PgColumn;
}

export interface NewestFirstPage<Row> {
  rows: Row[];
  /** Opaque; pass back as `cursor` for the next, older page. null on the last page. */
  nextCursor: string | null;
}

/**
 * Keyset paging of an append-only log, newest first, on (createdAt, id): events written in one transaction
 * share their createdAt (`now()` is the transaction's start), so the id breaks the tie and no event is
 * skipped or repeated. The cursor keeps the database's microseconds, which a JavaScript Date would round.
 * Used by the admin audit log and the studio audit trail alike.
 */
export function newestFirstPager(columns: PagerColumns, options: { cursor?: string | undefined; limit: number }) {
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  return {
    /** Select it with the rows (as `pageKey`); `finish` turns it into the next cursor. */
    pageKey: sql<string>`to_char(${columns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || ${columns.id}`,
    /** Add to the query's conditions. */
    where: after
      ? (or(
          lt(columns.createdAt, sql`${after.createdAt}::timestamptz`),
          and(eq(columns.createdAt, sql`${after.createdAt}::timestamptz`), lt(columns.id, after.id)),
        ) as SQL)
      : undefined,
    orderBy: [desc(columns.createdAt), desc(columns.id)] as const,
    /** One more than the page, to know whether another page follows. */
    limit: options.limit + 1,
    finish<Row extends { pageKey: string }>(rows: Row[]): NewestFirstPage<Omit<Row, "pageKey">> {
      const page = rows.slice(0, options.limit);
      const last = page.at(-1);
      return {
        rows: page.map(({ pageKey: _key, ...row }) => row),
        nextCursor: rows.length > options.limit && last ? Buffer.from(last.pageKey).toString("base64url") : null,
      };
    },
  };
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const decoded = Buffer.from(cursor, "base64url").toString("utf8");
  const split = decoded.indexOf("|");
  const [createdAt, id] = [decoded.slice(0, split), decoded.slice(split + 1)];
  const time = new Date(createdAt);
  const wellFormed = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/.test(createdAt);
  if (split < 0 || !id || !wellFormed || Number.isNaN(time.getTime()) || !isPlausibleEventTime(time))
    throw new AppError("unprocessable", "cursor: Invalid cursor.");
  return { createdAt, id };
}
