import type { ErrorInfo } from "react";

/**
 * An error a page shows as one of its own states (a docs page that does not exist), not a fault. React logs every
 * error an error boundary catches as a console error; this one is left out, so the console keeps meaning "broken".
 */
export class ExpectedError extends Error {}

/** React's `onCaughtError` for the app's root: logs what a boundary caught, except an ExpectedError. */
export function logCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof ExpectedError) return;
  console.error(error, info.componentStack);
}
