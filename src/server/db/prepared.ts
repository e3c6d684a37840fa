import type { Db, Tx } from "./client.ts";

interface QueryResultLike { rows: unknown[] }
interface NodePgQueryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<QueryResultLike>;
}
interface PgliteQueryable {
  query(text: string, values: unknown[]): Promise<QueryResultLike>;
}

/** node-postgres' Pool (outside a transaction) or Client (the connection a transaction holds). */
const isNodePg = (client: object): client is NodePgQueryable => "totalCount" in client || "connectionParameters" in client;

/**
 * The driver client behind a drizzle database or transaction. drizzle keeps it on its session (the
 * pool, or the connection a transaction holds); the ledger and session tests on both databases fail
 * loudly should a drizzle upgrade move it.
 */
function driverClientOf(db: Db | Tx): object {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (typeof client !== "object" || client === null || !("query" in client)) {
    throw new Error("preparedStatement: no driver client on this drizzle database (drizzle internals changed?)");
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
 * Works on a database and inside a transaction.
 */
export function preparedStatement<Row>(name: string, text: string): (db: Db | Tx, values: unknown[]) => Promise<Row[]> {
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
