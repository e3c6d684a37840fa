import type { BrowserContext, ConsoleMessage } from "playwright-core";

export interface PageProblems {
  /** Further messages the test expects (matched against the console text or the failed resource's URL). */
  allow(patterns: RegExp[]): void;
  /** What the context's pages logged as errors, or threw, that no allowed pattern matches. */
  unexpected(): string[];
  /** The unexpected problems not taken before (for a context that outlives one test). */
  takeUnexpected(): string[];
}

/**
 * Collects, for every page of a context, `console.error` messages (the browser's own "Failed to load resource"
 * lines included) and uncaught exceptions. Listening on the context catches pages opened later (popups) too.
 * The test is failed afterwards, by the harness: throwing inside a listener would not fail the test.
 */
export function collectPageProblems(context: BrowserContext, allowed: RegExp[]): PageProblems {
  const patterns = [...allowed];
  const seen: string[] = [];
  let taken = 0;

  context.on("console", (message) => {
    if (message.type() === "error") seen.push(describeConsoleError(message));
  });
  context.on("weberror", (webError) => {
    const error = webError.error();
    seen.push(`uncaught ${error.name}: ${error.message}`);
  });

  const unexpected = (from = 0) => seen.slice(from).filter((text) => !patterns.some((pattern) => pattern.test(text)));
  return {
    allow: (more) => patterns.push(...more),
    unexpected: () => unexpected(),
    takeUnexpected: () => {
      const found = unexpected(taken);
      taken = seen.length;
      return found;
    },
  };
}

function describeConsoleError(message: ConsoleMessage): string {
  const url = message.location().url;
  return url ? `console.error: ${message.text()} (at ${url})` : `console.error: ${message.text()}`;
}
