import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { apiKey, usageEvent, user } from "../../db/schema/index.ts";
import { getStudioPool } from "../credits/pools.ts";

const HEADER = ["created_at", "event_id", "user_name", "user_email", "amount", "feature", "api_key", "idempotency_key"];

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

/** Every usage event of the studio pool's current cycle, oldest first. */
export async function studioUsageCsv(
  db: Db,
  organizationId: string,
  now = new Date(),
): Promise<{ csv: string; cycleStart: Date }> {
  const pool = await getStudioPool(db, organizationId, now);
  const rows = await db
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
    .innerJoin(user, eq(user.id, usageEvent.userId))
    .leftJoin(apiKey, eq(apiKey.id, usageEvent.apiKeyId))
    .where(and(eq(usageEvent.poolId, pool.id), gte(usageEvent.createdAt, pool.cycleStart)))
    .orderBy(asc(usageEvent.createdAt), asc(usageEvent.id));
  const lines = [HEADER.join(",")];
  for (const row of rows) {
    const key = row.keyPrefix ? `${row.keyPrefix}…${row.keySuffix}` : null;
    lines.push(
      [row.createdAt.toISOString(), row.id, row.name, row.email, row.amount, row.feature, key, row.idempotencyKey]
        .map(csvCell)
        .join(","),
    );
  }
  return { csv: `${lines.join("\r\n")}\r\n`, cycleStart: pool.cycleStart };
}
