import { format } from "node:util";
import { afterAll, afterEach, beforeEach } from "vitest";

/**
 * Fails the test during which something calls `console.error` — and so `logger.error`, which the test app's
 * logger turns into one (src/server/test-utils/test-app.ts) — unless the test said it expects it. An error
 * logged outside any test (a file's beforeAll/afterAll, a background task) fails the file. Loaded for every
 * Vitest project as a setup file (vitest.config.ts).
 */

/** Errors no test can avoid, with why. Keep this short: prefer `allowConsoleError` in the test that causes one. */
const ALWAYS_ALLOWED: ReadonlyArray<{ pattern: RegExp; why: string }> = [];

let allowedInThisTest: RegExp[] = [];
let unexpected: string[] = [];

/** Declares that the running test logs an error matching `pattern` on purpose (e.g. a simulated outage). */
export function allowConsoleError(...patterns: RegExp[]): void {
  allowedInThisTest.push(...patterns);
}

// Files that share a worker (isolate: false) run this file again: wrap the console's own method only once.
const ORIGINAL = Symbol.for("goji.console-guard.original");
const consoleWithOriginal = console as Console & { [ORIGINAL]?: Console["error"] };
const original = (consoleWithOriginal[ORIGINAL] ??= console.error.bind(console));
console.error = (...args: unknown[]) => {
  const text = format(...args);
  const allowed = [...ALWAYS_ALLOWED.map((entry) => entry.pattern), ...allowedInThisTest];
  if (allowed.some((pattern) => pattern.test(text))) return;
  unexpected.push(text);
  original(...args);
};

function takeUnexpected(where: string): void {
  if (unexpected.length === 0) return;
  const found = unexpected;
  unexpected = [];
  throw new Error(
    `${where} logged ${found.length} unexpected error(s) (console.error or logger.error). Fix the cause, or ` +
      `call allowConsoleError(/…/) in the test if it is expected:\n${found.map((e) => `  • ${e.slice(0, 500)}`).join("\n")}`,
  );
}

beforeEach(() => {
  takeUnexpected("Setup before this test (or a background task of the previous one)");
  allowedInThisTest = [];
});
afterEach(() => {
  takeUnexpected("This test");
  allowedInThisTest = [];
});
afterAll(async () => {
  // This hook runs after the file's own (hooks run in reverse order of registration, and this file registers
  // first), but work the teardown scheduled for a later turn of the event loop (a setImmediate, a query on a
  // closing database) would log only after it, and its error would be lost. Let that work run first.
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 20));
  takeUnexpected("This file's setup or teardown");
});
