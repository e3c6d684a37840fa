import type { BetterAuthOptions } from "better-auth";
import type { Logger, LogLevel } from "../lib/logger.ts";

/**
 * better-auth's own log lines (a wrong password, a provider call that failed…) written as our JSON lines instead of
 * its coloured text on the console, so a log pipeline reads one format and LOG_LEVEL governs both. Its info lines
 * name e-mail addresses ("Sign-up attempt for existing email: …"), so they show only at LOG_LEVEL=debug.
 */
export function betterAuthLogger(logger: Logger, level: LogLevel): BetterAuthOptions["logger"] {
  return {
    // Errors always reach our logger, which drops them at LOG_LEVEL=silent (and fails a test that did not expect one).
    level: level === "silent" ? "error" : level === "info" ? "warn" : level,
    log: (at, message, ...args) =>
      logger[at](`better-auth: ${message}`, args.length > 0 ? { details: args.map(loggable) } : undefined),
  };
}

/** An argument as JSON can hold it: errors by name and message, anything JSON.stringify refuses as text. */
function loggable(value: unknown): unknown {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value !== "object" || value === null) return value;
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return String(value);
  }
}
