import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { apiKey, usageEvent, user } from "../../db/schema/index.ts";
import { getPersonalPool, getStudioPool, type CreditPool } from "../credits/pools.ts";

const STUDIO_HEADER = [
  "created_at",
  "event_id",
  "user_name",
  "user_email",
  "amount",
  "feature",
  "api_key",
  "idempotency_key",
];
const PERSONAL_HEADER = ["created_at", "event_id", "amount", "feature", "api_key", "idempotency_key"];

/** How a deleted member's lines read: the ledger keeps them, the person is gone (decision 018). */
const DELETED_ACCOUNT = "Deleted account";

/**
 * One CSV cell. Quoted when needed (RFC 4180); a leading = + - @ is defused with an apostrophe, because
 * names, features and idempotency keys come from users and spreadsheets would run them as formulas.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Every usage event of the pool's current cycle, oldest first, with who spent it and with which key. */
async function cycleEvents(db: Db, pool: CreditPool) {
  return db
    .select({
      createdAt: usageEvent.createdAt,
      id: usageEvent.id,
      name: user.name,
      email: user.email,
      amount: usageEvent.amount,
      feature: usageEvent.feature,
      keyPrefix: apiKey.prefix,
      keySuffix: apiKey.suffix,
      idempotencyKey: usageEvent.idempotencyKey,
    })
    .from(usageEvent)
    .leftJoin(user, eq(user.id, usageEvent.userId))
    .leftJoin(apiKey, eq(apiKey.id, usageEvent.apiKeyId))
    .where(and(eq(usageEvent.poolId, pool.id), gte(usageEvent.createdAt, pool.cycleStart)))
    .orderBy(asc(usageEvent.createdAt), asc(usageEvent.id));
}

type EventRow = Awaited<ReturnType<typeof cycleEvents>>[number];
const keyOf = (row: EventRow) => (row.keyPrefix ? `${row.keyPrefix}…${row.keySuffix}` : null);
const toCsv = (header: string[], rows: Array<Array<string | number | null>>) =>
  `${[header.join(","), ...rows.map((cells) => cells.map(csvCell).join(","))].join("\r\n")}\r\n`;

/** The studio Usage tab's export: every member's events of the cycle (owners and admins). */
export async function studioUsageCsv(
  db: Db,
  organizationId: string,
  now = new Date(),
): Promise<{ csv: string; cycleStart: Date }> {
  const pool = await getStudioPool(db, organizationId, now);
  const rows = (await cycleEvents(db, pool)).map((row) => [
    row.createdAt.toISOString(),
    row.id,
    row.email === null ? DELETED_ACCOUNT : row.name,
    row.email,
    row.amount,
    row.feature,
    keyOf(row),
    row.idempotencyKey,
  ]);
  return { csv: toCsv(STUDIO_HEADER, rows), cycleStart: pool.cycleStart };
}

/** The personal view's export: the user's own events of the cycle. */
export async function personalUsageCsv(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ csv: string; cycleStart: Date }> {
  const pool = await getPersonalPool(db, userId, now);
  const rows = (await cycleEvents(db, pool)).map((row) => [
    row.createdAt.toISOString(),
    row.id,
    row.amount,
    row.feature,
    keyOf(row),
    row.idempotencyKey,
  ]);
  return { csv: toCsv(PERSONAL_HEADER, rows), cycleStart: pool.cycleStart };
}
