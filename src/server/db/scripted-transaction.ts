import pg from "pg";
import { isUnavailableError } from "../lib/unavailable.ts";

/**
 * A statement PostgreSQL parses and plans once per connection (`PREPARE`) and a script then runs by
 * name (`EXECUTE`). Its parameters are typed here, so the arguments can travel as literals.
 */
export interface ScriptStatement {
  name: string;
  /** PostgreSQL types of $1…$n. */
  parameterTypes: readonly string[];
  text: string;
}

/** Strings, numbers and booleans as themselves, dates as ISO text, arrays and objects as JSON text. */
export type ScriptValue = string | number | boolean | null | Date | object;
export type ScriptCall = readonly [ScriptStatement, readonly ScriptValue[]];

/**
 * A transaction driven by scripts: each call sends several statements in ONE message (PostgreSQL's
 * simple query protocol) and so costs one round trip, however many statements it carries. In READ
 * COMMITTED every statement of a script takes its own snapshot, exactly as if sent one by one: a
 * statement after a row lock sees what the lock waited for.
 */
export interface ScriptedTransaction {
  /** Runs the calls in one round trip (the first one also opens the transaction); each call's rows, in order. */
  run(...calls: ScriptCall[]): Promise<unknown[][]>;
  /**
   * The same, and commits in that round trip. A transaction that never commits is rolled back. Nothing
   * may be sent after it, and `work` must not fail after it: on PGlite the commit happens when `work`
   * returns.
   */
  runAndCommit(...calls: ScriptCall[]): Promise<unknown[][]>;
}

/** What a driver offers: one message of statements in, each statement's rows out. */
export interface ScriptConnection {
  send(script: string): Promise<unknown[][]>;
  /** Names already prepared on this connection (prepared statements live as long as it does). */
  prepared: Set<string>;
}

/**
 * Who opens and ends the transaction: the scripts themselves (node-postgres: BEGIN rides on the first
 * script, COMMIT on the last, ROLLBACK on failure), or the driver around them (PGlite's transaction(),
 * which commits when `work` returns and rolls back when it throws; `rollback` ends it early).
 */
export type TransactionEnds = { by: "script" } | { by: "driver"; rollback: () => Promise<void> };

/**
 * Runs `work` as one transaction over `send`. Why scripts: the ledger's debit batch went from five round
 * trips to two (decision 010), and under load each round trip waits for a busy event loop. The
 * statements must have been prepared on the connection (`prepareMissing`).
 */
export async function runScriptedTransaction<T>(
  send: ScriptConnection["send"],
  ends: TransactionEnds,
  work: (tx: ScriptedTransaction) => Promise<T>,
): Promise<T> {
  const inScript = ends.by === "script";
  let state = "idle" as "idle" | "open" | "committed";
  const run = async (calls: ScriptCall[], commit: boolean) => {
    if (state === "committed") throw new Error("scripted transaction: already committed");
    const opening = inScript && state === "idle";
    state = "open";
    const parts = [
      ...(opening ? ["begin"] : []),
      ...(calls.length > 0 ? [executeScript(calls)] : []),
      ...(commit && inScript ? ["commit"] : []),
    ];
    const results = parts.length > 0 ? await send(parts.join(";\n")) : [];
    if (commit) state = "committed";
    return results.slice(opening ? 1 : 0, (opening ? 1 : 0) + calls.length);
  };
  try {
    const result = await work({ run: (...calls) => run(calls, false), runAndCommit: (...calls) => run(calls, true) });
    if (state !== "committed") {
      if (!inScript) await ends.rollback();
      else if (state === "open") await send("rollback");
    }
    return result;
  } catch (error) {
    // A failed statement leaves the transaction aborted (or, if COMMIT itself failed, already ended:
    // ROLLBACK then only warns). If even ROLLBACK fails, the caller drops the connection. A driver-held
    // transaction is rolled back by the driver. A connection that broke or went silent gets no ROLLBACK: it
    // would only wait out another timeout before the caller drops the connection (the server rolls back then).
    if (inScript && state !== "idle" && !isUnavailableError(error)) await send("rollback").catch(() => undefined);
    throw error;
  }
}

/**
 * Prepares what the connection lacks, before any transaction and one statement per message, recording
 * each as it succeeds: a PREPARE outlives a rollback, so a failure half-way through a combined message
 * would leave statements the connection has but does not know it has ("already exists" ever after).
 * Once per connection, so the extra round trips do not matter.
 */
export async function prepareMissing(
  connection: Pick<ScriptConnection, "send" | "prepared">,
  statements: readonly ScriptStatement[],
): Promise<void> {
  for (const statement of statements) {
    if (connection.prepared.has(statement.name)) continue;
    const types = statement.parameterTypes.length > 0 ? ` (${statement.parameterTypes.join(", ")})` : "";
    await connection.send(`prepare ${statement.name}${types} as ${statement.text}`);
    connection.prepared.add(statement.name);
  }
}

const INTEGER_TYPES = new Set(["int", "integer", "int4", "bigint", "int8", "smallint", "int2"]);

/** One script executing the calls in order. */
function executeScript(calls: readonly ScriptCall[]): string {
  return calls.map(executeText).join(";\n");
}

function executeText([statement, values]: ScriptCall): string {
  if (values.length !== statement.parameterTypes.length) {
    throw new Error(`${statement.name}: ${statement.parameterTypes.length} parameters, ${values.length} values`);
  }
  // PostgreSQL would round 1.5 into an int parameter without a word.
  values.forEach((value, i) => {
    if (
      INTEGER_TYPES.has(statement.parameterTypes[i] ?? "") &&
      typeof value === "number" &&
      !Number.isSafeInteger(value)
    ) {
      throw new TypeError(`${statement.name}: $${i + 1} must be an integer, got ${value}`);
    }
  });
  return values.length > 0
    ? `execute ${statement.name}(${values.map(literal).join(", ")})`
    : `execute ${statement.name}`;
}

/** A value as an SQL literal. */
export function literal(value: ScriptValue): string {
  if (value === null) return "null";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return quoted(value.toISOString());
  // JSON escapes control characters; PostgreSQL's json type still refuses \u0000 and lone surrogates, so
  // text bound for JSON must be validated before (as the plugin API's feature names are).
  if (typeof value !== "string") return quoted(JSON.stringify(value));
  // The script travels as one NUL-terminated message, and PostgreSQL text cannot hold NUL anyway; a lone
  // surrogate would silently become U+FFFD on the way.
  if (value.includes("\0") || LONE_SURROGATE.test(value))
    throw new TypeError("text with NUL or a lone surrogate cannot be sent to PostgreSQL");
  return quoted(value);
}

const LONE_SURROGATE = /\p{Cs}/u;

// Dollar quoting takes the text as it is, whatever standard_conforming_strings says: no copy to escape a
// batch's JSON character by character. Text that holds the tag — or ends in all of it but its last "$",
// which the closing tag would complete — gets the driver's escaping instead.
const DOLLAR_TAG = "$goji_literal$";
const quoted = (text: string) =>
  text.includes(DOLLAR_TAG.slice(0, -1)) ? pg.escapeLiteral(text) : DOLLAR_TAG + text + DOLLAR_TAG;
