/**
 * Whether an error means a dependency (PostgreSQL or Redis) cannot be reached right now — a lost or
 * refused connection, a timeout — rather than a bug. Such errors answer 503 with Retry-After, never 500
 * (docs/operations.md#database-faults). Drivers and libraries wrap errors (drizzle's `cause`, Node's
 * AggregateError for a refused dual-stack connect), so the whole chain is looked at.
 */
export function isUnavailableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 16) {
    const current = pending.pop();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    if (matches(current as ErrorLike)) return true;
    pending.push((current as ErrorLike).cause);
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) pending.push(...inner);
  }
  return false;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Node's socket errors: the peer is gone, refuses, or does not answer. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (the server shuts down or is
 * starting), 53300 (too many connections), 57014 (statement_timeout: an overloaded database).
 */
const SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;

/** node-postgres and ioredis report these without a code. */
const MESSAGES = [
  /^Connection terminated/, // pg: the server or the network closed the connection
  /timeout exceeded when trying to connect/, // pg-pool: DATABASE_CONNECT_TIMEOUT_MS
  /^Query read timeout$/, // pg: a silent connection (query_timeout)
  /Client has encountered a connection error and is not queryable/,
  /^Connection is closed\.$/, // ioredis
  /^Command timed out$/, // ioredis commandTimeout
  /enableOfflineQueue options is false/, // ioredis while disconnected
];

function matches(error: ErrorLike): boolean {
  if (error.name === "MaxRetriesPerRequestError") return true;
  if (typeof error.code === "string" && (SOCKET_CODES.has(error.code) || SQLSTATE.test(error.code))) return true;
  return typeof error.message === "string" && MESSAGES.some((pattern) => pattern.test(error.message as string));
}
