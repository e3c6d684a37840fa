import pg from "pg";

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
  /** The same, and commits in that round trip. A transaction that never commits is rolled back. */
  runAndCommit(...calls: ScriptCall[]): Promise<unknown[][]>;
}

/** What a driver offers: one message of statements in, each statement's rows out. */
export interface ScriptConnection {
  send(script: string): Promise<unknown[][]>;
  /** Names already prepared on this connection (prepared statements live as long as it does). */
  prepared: Set<string>;
}

/**
 * Over a connection that speaks SQL text (node-postgres): BEGIN rides on the first script and COMMIT on
 * the last. Why: the ledger's debit batch went from five round trips to two (decision 010), and under
 * load each round trip waits for a busy event loop.
 */
export async function runScriptedTransaction<T>(
  connection: ScriptConnection,
  statements: readonly ScriptStatement[],
  work: (tx: ScriptedTransaction) => Promise<T>,
): Promise<T> {
  const missing = statements.filter((s) => !connection.prepared.has(s.name));
  if (missing.length > 0) {
    // Outside any transaction, so a later rollback cannot take a PREPARE with it.
    await connection.send(prepareScript(missing));
    for (const statement of missing) connection.prepared.add(statement.name);
  }

  let state = "idle" as "idle" | "open" | "committed";
  const send = async (calls: ScriptCall[], commit: boolean) => {
    if (state === "committed") throw new Error("scripted transaction: already committed");
    const opening = state === "idle";
    state = "open";
    const parts = [...(opening ? ["begin"] : []), ...(calls.length > 0 ? [executeScript(calls)] : []), ...(commit ? ["commit"] : [])];
    const results = await connection.send(parts.join(";\n"));
    if (commit) state = "committed";
    return results.slice(opening ? 1 : 0, (opening ? 1 : 0) + calls.length);
  };
  try {
    const result = await work({ run: (...calls) => send(calls, false), runAndCommit: (...calls) => send(calls, true) });
    if (state === "open") await connection.send("rollback");
    return result;
  } catch (error) {
    // A failed statement leaves the transaction aborted (or, if COMMIT itself failed, already ended:
    // ROLLBACK then only warns). If even ROLLBACK fails, the caller drops the connection.
    if (state !== "idle") await connection.send("rollback").catch(() => undefined);
    throw error;
  }
}

/** One script preparing every statement given. */
export function prepareScript(statements: readonly ScriptStatement[]): string {
  return statements.map((statement) => {
    const types = statement.parameterTypes.length > 0 ? ` (${statement.parameterTypes.join(", ")})` : "";
    return `prepare ${statement.name}${types} as ${statement.text}`;
  }).join(";\n");
}

/** One script executing the calls in order. */
export function executeScript(calls: readonly ScriptCall[]): string {
  return calls.map(executeText).join(";\n");
}

function executeText([statement, values]: ScriptCall): string {
  if (values.length !== statement.parameterTypes.length) {
    throw new Error(`${statement.name}: ${statement.parameterTypes.length} parameters, ${values.length} values`);
  }
  return values.length > 0 ? `execute ${statement.name}(${values.map(literal).join(", ")})` : `execute ${statement.name}`;
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
  if (typeof value !== "string") return quoted(JSON.stringify(value)); // JSON escapes control characters
  // The script travels as one NUL-terminated message, and PostgreSQL text cannot hold NUL anyway.
  if (value.includes("\0")) throw new TypeError("text with a NUL character cannot be sent to PostgreSQL");
  return quoted(value);
}

// Dollar quoting takes the text as it is, whatever standard_conforming_strings says: no copy to escape a
// batch's JSON character by character. Text that contains the tag itself gets the driver's escaping.
const DOLLAR_TAG = "$goji_literal$";
const quoted = (text: string) => (text.includes(DOLLAR_TAG) ? pg.escapeLiteral(text) : DOLLAR_TAG + text + DOLLAR_TAG);
