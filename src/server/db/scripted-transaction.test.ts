import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test-utils/test-database.ts";
import type { Database } from "./client.ts";
import { rowsOf } from "./raw-rows.ts";
import { literal, type ScriptStatement } from "./scripted-transaction.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table scripted_test (id text primary key, n int not null, doc jsonb)`);
});
afterAll(async () => {
  await database.db.execute(sql`drop table scripted_test`);
  await database.close();
});

const echo: ScriptStatement = {
  name: "scripted_test_echo",
  parameterTypes: ["text", "json", "timestamptz", "int", "boolean"],
  text: `select $1 as text, $2 as doc, (extract(epoch from $3) * 1000)::float8 as at, $4 as n, $5 as flag`,
};
const insertRow: ScriptStatement = {
  name: "scripted_test_insert",
  parameterTypes: ["text", "int"],
  text: "insert into scripted_test (id, n) values ($1, $2) returning id",
};
const countRows: ScriptStatement = {
  name: "scripted_test_count",
  parameterTypes: [],
  text: "select count(*)::int as count from scripted_test",
};
const lockRow: ScriptStatement = {
  name: "scripted_test_lock",
  parameterTypes: ["text"],
  text: "select n from scripted_test where id = $1 for update",
};
const STATEMENTS = [echo, insertRow, countRows, lockRow];

const rowCount = async () => {
  const [row] = rowsOf<{ count: number }>(
    await database.db.execute(sql`select count(*)::int as count from scripted_test`),
  );
  return row?.count;
};
/** The first row of each statement's result. */
const firstRows = (results: unknown[][]) => results.map((rows) => rows[0]);

describe("scripted transactions", () => {
  it("passes values through as literals, whatever the text holds", async () => {
    const awkward = [
      "plain",
      "it's",
      "back\\slash \\' and \\\\",
      "$goji_literal$ inside",
      "$$ dollars $$",
      "unicode ✓ 日本 🎮",
      "'); drop table scripted_test; --",
      "ends in $goji_literal",
      "$goji_literal",
      "$goji_literal$",
      "x$goji_literal$$goji_literal$",
    ];
    for (const text of awkward) {
      const doc = { text, nested: [text, 1, null, { ok: true }] };
      const at = new Date("2026-11-22T10:20:30.456Z");
      const [row] = firstRows(
        await database.scriptedTransaction(STATEMENTS, (tx) => tx.run([echo, [text, doc, at, -42, true]])),
      );
      expect(row).toEqual({ text, doc, at: at.getTime(), n: -42, flag: true });
    }
    expect(await rowCount()).toBe(0);
  });

  it("prepares a statement once, even for transactions that start together", async () => {
    const fresh: ScriptStatement = {
      name: "scripted_test_fresh",
      parameterTypes: ["int"],
      text: "select $1 * 2 as doubled",
    };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        database.scriptedTransaction([fresh], async (tx) => firstRows(await tx.run([fresh, [n]]))[0]),
      ),
    );
    expect(answers).toEqual([1, 2, 3, 4, 5].map((n) => ({ doubled: n * 2 })));
  });

  it("refuses values no literal can carry, before sending anything", async () => {
    expect(() => literal(Number.NaN)).toThrow(TypeError);
    expect(() => literal("nul\0inside")).toThrow(TypeError);
    expect(() => literal("lone \ud800 surrogate")).toThrow(TypeError);
    await expect(database.scriptedTransaction(STATEMENTS, (tx) => tx.run([insertRow, ["half", 1.5]]))).rejects.toThrow(
      /must be an integer/,
    );
    expect(await rowCount()).toBe(0);
  });

  it("a statement that fails to prepare leaves the ones prepared before it usable", async () => {
    const good: ScriptStatement = { name: "scripted_test_good", parameterTypes: [], text: "select 1 as one" };
    const broken: ScriptStatement = {
      name: "scripted_test_broken",
      parameterTypes: [],
      text: "select from nowhere_at_all",
    };
    await expect(database.scriptedTransaction([good, broken], async () => undefined)).rejects.toThrow(/nowhere_at_all/);
    const [row] = firstRows(await database.scriptedTransaction([good], (tx) => tx.run([good, []])));
    expect(row).toEqual({ one: 1 });
  });

  it("commits only with runAndCommit: work that returns without it, or throws, leaves nothing behind", async () => {
    await database.scriptedTransaction(STATEMENTS, (tx) => tx.run([insertRow, ["uncommitted", 1]]));
    await expect(
      database.scriptedTransaction(STATEMENTS, async (tx) => {
        await tx.run([insertRow, ["thrown", 1]]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await rowCount()).toBe(0);

    const [inserted, counted] = firstRows(
      await database.scriptedTransaction(STATEMENTS, (tx) =>
        tx.runAndCommit([insertRow, ["kept", 1]], [countRows, []]),
      ),
    );
    expect(inserted).toEqual({ id: "kept" });
    expect(counted).toEqual({ count: 1 });
    expect(await rowCount()).toBe(1);
  });

  it("a failing statement rolls back the whole script, COMMIT included, and the database stays usable", async () => {
    const before = await rowCount();
    await expect(
      database.scriptedTransaction(STATEMENTS, (tx) =>
        tx.runAndCommit([insertRow, ["fresh", 1]], [insertRow, ["fresh", 2]]),
      ),
    ).rejects.toThrow(/duplicate key/);
    expect(await rowCount()).toBe(before);
    const [counted] = firstRows(await database.scriptedTransaction(STATEMENTS, (tx) => tx.run([countRows, []])));
    expect(counted).toEqual({ count: before });
  });

  it.runIf(process.env.TEST_DB === "postgres")(
    "each statement of a script takes its own snapshot: the one after a lock sees what the lock waited for",
    async () => {
      await database.db.execute(sql`insert into scripted_test (id, n) values ('locked', 0)`);
      let release!: () => void;
      const holding = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // Another connection holds the row, adds one, and commits only after our script is waiting.
      const other = database.db.transaction(async (tx) => {
        await tx.execute(sql`select n from scripted_test where id = 'locked' for update`);
        await tx.execute(sql`insert into scripted_test (id, n) values ('added-while-locked', 1)`);
        locked();
        await holding;
      });
      await lockTaken;
      const script = database.scriptedTransaction(STATEMENTS, (tx) => tx.run([lockRow, ["locked"]], [countRows, []]));
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await other;
      const [, counted] = firstRows(await script);
      expect(counted).toEqual({ count: await rowCount() });
    },
  );
});
