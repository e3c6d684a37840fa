import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/**
 * One debit as one transaction, the way docs/credits.md states it, run by PostgreSQL's own benchmark tool:
 * the key looked up by its SHA-256 (computed in SQL) with the user / membership / pool joins, the
 * conditional UPDATE … RETURNING, the ledger line with a fresh idempotency key, COMMIT.
 */
export const PGBENCH_SCRIPT = `\\set n random(1, :keys)
BEGIN;
SELECT k.id AS key_id, k.user_id AS user_id, coalesce(sp.id, pp.id) AS pool_id
  FROM bench_key b
  JOIN api_key k ON k.key_hash = encode(sha256(convert_to(b.raw_key, 'UTF8')), 'hex') AND k.revoked_at IS NULL
  JOIN "user" u ON u.id = k.user_id AND u.banned IS NOT TRUE
  LEFT JOIN member m ON m.organization_id = k.organization_id AND m.user_id = k.user_id
  LEFT JOIN credit_pool sp ON sp.organization_id = k.organization_id
  LEFT JOIN credit_pool pp ON k.organization_id IS NULL AND pp.user_id = k.user_id
 WHERE b.n = :n AND (k.organization_id IS NULL OR m.id IS NOT NULL) \\gset
UPDATE credit_pool SET used = used + 1, updated_at = now() WHERE id = :pool_id AND used + 1 <= total RETURNING used \\gset
INSERT INTO usage_event (id, pool_id, user_id, api_key_id, amount, idempotency_key, request_hash, response)
  VALUES (gen_random_uuid()::text, :pool_id, :user_id, :key_id, 1, gen_random_uuid()::text, 'pgbench', '{}'::jsonb);
END;
`;

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
  transactions: number;
}

/** Runs the script with 10 clients on the bench database, over the same keys (half of them the hot studio's). */
export async function runPgbench(databaseUrl: string, keys: string[], seconds: number): Promise<PgbenchResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("create table if not exists bench_key (n int primary key, raw_key text not null)");
  await client.query("truncate bench_key");
  await client.query("insert into bench_key select ordinality, key from unnest($1::text[]) with ordinality as key", [
    keys,
  ]);
  await client.end();

  const dir = mkdtempSync(join(tmpdir(), "goji-pgbench-"));
  const script = join(dir, "debit.sql");
  writeFileSync(script, PGBENCH_SCRIPT);
  const { stdout } = await run("/usr/bin/pgbench", [
    "-n",
    "-c",
    "10",
    "-j",
    "2",
    "-T",
    String(seconds),
    "-M",
    "prepared",
    "-D",
    `keys=${keys.length}`,
    "-f",
    script,
    databaseUrl,
  ]);
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`pgbench output not understood:\n${stdout}`);
  return { tps, latencyMs, transactions };
}
