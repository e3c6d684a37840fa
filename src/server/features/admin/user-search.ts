import { and, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/index.ts";
import type { AdminUserList, AdminUserRow, UserListQuery } from "../../../shared/admin.ts";

/**
 * The admin user table: search, filters, sorting and page numbers that stay fast at 100,000+ users.
 * Every search and sort below has an index (drizzle/0003_admin_user_search.sql); the SQL expressions
 * here must match those index expressions exactly, COLLATE "C" included, or the planner cannot use them.
 */
export async function searchUsers(db: Db, query: UserListQuery): Promise<AdminUserList> {
  const where = and(...filtersFor(query));
  const [counted] = await db.select({ total: count() }).from(user).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  // A stale link past the end shows the last page rather than an empty table.
  const page = Math.min(query.page, pageCount);
  const offset = (page - 1) * query.pageSize;
  const limit = Math.max(0, Math.min(query.pageSize, total - offset));
  if (limit === 0) return { users: [], total, page, pageSize: query.pageSize, pageCount };

  // OFFSET costs what it skips, so pages past the middle are read from the other end of the index:
  // the last page costs what the first does, and no jump walks more than half the matches.
  const fromEnd = offset > total / 2;
  const rows = await db
    .select({
      id: user.id, name: user.name, email: user.email, image: user.image, role: user.role, emailVerified: user.emailVerified,
      banned: user.banned, banExpires: user.banExpires, twoFactorEnabled: user.twoFactorEnabled, createdAt: user.createdAt,
    })
    .from(user)
    .where(where)
    .orderBy(...orderFor(query, fromEnd))
    .limit(limit)
    .offset(fromEnd ? total - offset - limit : offset);
  if (fromEnd) rows.reverse();
  return { users: rows.map(toRow), total, page, pageSize: query.pageSize, pageCount };
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
  if (query.sort === "email") return [sql`${user.email} COLLATE "C" ${direction}`];
  if (query.sort === "name") return [sql`lower(${user.name}) COLLATE "C" ${direction}`, sql`${user.id} ${direction}`];
  return [sql`${user.createdAt} ${direction}`, sql`${user.id} ${direction}`];
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function toRow(row: {
  id: string; name: string; email: string; image: string | null; role: string | null; emailVerified: boolean;
  banned: boolean | null; banExpires: Date | null; twoFactorEnabled: boolean | null; createdAt: Date;
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
