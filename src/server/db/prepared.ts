import type { Db } from "./client.ts";

interface QueryResultLike {
  rows: unknown[];
}
interface NodePgQueryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<QueryResultLike>;
}
interface PgliteQueryable {
  query(text: string, values: unknown[]): Promise<QueryResultLike>;
}

/** node-postgres' Pool, or PGlite. */
const isNodePg = (client: object): client is NodePgQueryable => "totalCount" in client;

/**
 * The driver client behind a drizzle database: its public `$client` (node-postgres' Pool or the PGlite
 * instance); the account tests on both databases fail loudly should a drizzle upgrade drop it.
 */
function driverClientOf(db: Db): object {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (typeof client !== "object" || client === null || !("query" in client)) {
    throw new Error("preparedStatement: no $client on this drizzle database");
  }
  return client;
}

/**
 * A statement on a hot path, prepared by name. `db.execute(sql…)` has PostgreSQL parse and plan the
 * text on every call; a named statement is parsed once per connection and its plan reused (measured
 * on the account-details statement: planning took four times as long as running it), and skips
 * drizzle's query building. PGlite runs in this process and simply runs the text.
 *
 * Values are positional (`$1`, `$2`, …). Rows come back with the drivers' default types, which agree
 * on text, numbers, booleans, arrays and json; timestamps are best selected as epoch milliseconds.
 * On the database, outside transactions (the ledger's transaction uses db/scripted-transaction.ts).
 */
export function preparedStatement<Row>(name: string, text: string): (db: Db, values: unknown[]) => Promise<Row[]> {
  return async (db, values) => {
    const client = driverClientOf(db);
    const result = isNodePg(client)
      ? await client.query({ name, text, values })
      : await (client as PgliteQueryable).query(text, values);
    return result.rows as Row[];
  };
}

/** A timestamp column as epoch milliseconds (float8): both drivers return it as a plain number. */
export const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
