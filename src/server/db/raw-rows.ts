/** Rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`, typed as unknown by drizzle. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
