import { and, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/index.ts";
import type { AdminUserList, AdminUserRow } from "../../../shared/admin.ts";
import type { UserListQuery } from "../../../shared/admin-schemas.ts";

/**
 * The admin user table: search, filters, sorting and page numbers that stay fast at 100,000+ users.
 * Every search and sort below has an index (drizzle/0003_admin_user_search.sql, 0007_admin_covering_indexes.sql);
 * the SQL expressions here must match those index expressions exactly, COLLATE "C" included.
 */
export async function searchUsers(db: Db, query: UserListQuery): Promise<AdminUserList> {
  const where = and(...filtersFor(query));
  const wantedOffset = (query.page - 1) * query.pageSize;
  // Near the start the page does not depend on the total: read both at once (PostgreSQL runs them on two connections).
  const early = wantedOffset < EARLY_OFFSET ? readPage(db, query, where, wantedOffset, query.pageSize, false) : null;
  early?.catch(() => undefined); // a failure surfaces where it is awaited, or not at all if unused
  const total = await countUsers(db, where);
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  // A stale link past the end shows the last page rather than an empty table.
  const page = Math.min(query.page, pageCount);
  const offset = (page - 1) * query.pageSize;
  const limit = Math.max(0, Math.min(query.pageSize, total - offset));
  const result = { total, page, pageSize: query.pageSize, pageCount };
  if (limit === 0) return { users: [], ...result };
  if (early && offset === wantedOffset) return { users: await early, ...result };

  // OFFSET costs what it skips, so pages past the middle are read from the other end of the index:
  // the last page costs what the first does, and no jump walks more than half the matches.
  const fromEnd = offset > total / 2;
  const users = await readPage(db, query, where, fromEnd ? total - offset - limit : offset, limit, fromEnd);
  return { users, ...result };
}

const EARLY_OFFSET = 1000;

async function countUsers(db: Db, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(user).where(where);
  return counted?.total ?? 0;
}

/**
 * One page, as a deferred join: the inner query finds the page's ids walking only the sort index
 * (index-only, however deep the offset), the outer one reads just those rows.
 */
async function readPage(
  db: Db,
  query: UserListQuery,
  where: SQL | undefined,
  offset: number,
  limit: number,
  reversed: boolean,
): Promise<AdminUserRow[]> {
  const pageIds = db
    .select({ id: user.id })
    .from(user)
    .where(where)
    .orderBy(...orderFor(query, reversed))
    .limit(limit)
    .offset(offset)
    .as("page_ids");
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
      role: user.role,
      emailVerified: user.emailVerified,
      banned: user.banned,
      banExpires: user.banExpires,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .innerJoin(pageIds, eq(user.id, pageIds.id))
    .orderBy(...orderFor(query, false));
  return rows.map(toRow);
}

function filtersFor(query: UserListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.q) filters.push(searchCondition(query.q));
  if (query.role === "admin") filters.push(sql`${user.role} = 'admin'`);
  if (query.role === "user") filters.push(sql`${user.role} is distinct from 'admin'`);
  if (query.banned === true) filters.push(sql`${user.banned} = true`);
  if (query.banned === false) filters.push(sql`${user.banned} is not true`);
  if (query.verified !== undefined) filters.push(eq(user.emailVerified, query.verified));
  return filters;
}

/**
 * "@acme.com" finds the domain (suffix, through the reversed e-mail); anything else finds e-mails that
 * start with it, names with words that start with its words, or the exact user id.
 */
export function searchCondition(raw: string): SQL {
  const term = raw.trim().toLowerCase();
  if (term.startsWith("@")) {
    return sql`reverse(${user.email}) COLLATE "C" like ${`${escapeLike([...term].reverse().join(""))}%`}`;
  }
  const words = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const alternatives: SQL[] = [sql`${user.email} COLLATE "C" like ${`${escapeLike(term)}%`}`, eq(user.id, raw.trim())];
  if (words.length > 0) {
    const prefixQuery = words.map((word) => `${word}:*`).join(" & ");
    alternatives.push(sql`to_tsvector('simple', ${user.name}) @@ to_tsquery('simple', ${prefixQuery})`);
  }
  return or(...alternatives) as SQL;
}

function orderFor(query: UserListQuery, reversed: boolean): SQL[] {
  const ascending = (query.dir ?? (query.sort === "created" ? "desc" : "asc")) === "asc";
  const direction = ascending !== reversed ? sql`asc` : sql`desc`;
  if (query.sort === "email") return [sql`${user.email} COLLATE "C" ${direction}`]; // unique: no tie-break needed
  if (query.sort === "name") return [sql`lower(${user.name}) COLLATE "C" ${direction}`, sql`${user.id} ${direction}`];
  return [sql`${user.createdAt} ${direction}`, sql`${user.id} ${direction}`];
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function toRow(row: {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string | null;
  emailVerified: boolean;
  banned: boolean | null;
  banExpires: Date | null;
  twoFactorEnabled: boolean | null;
  createdAt: Date;
}): AdminUserRow {
  return {
    ...row,
    role: row.role ?? "user",
    banned: row.banned === true,
    banExpires: row.banExpires?.toISOString() ?? null,
    twoFactorEnabled: row.twoFactorEnabled === true,
    createdAt: row.createdAt.toISOString(),
  };
}
