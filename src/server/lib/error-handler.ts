import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, errorCodeForStatus, serviceUnavailable, toErrorBody, type ErrorCode } from "./errors.ts";
import { isUnavailableError } from "./unavailable.ts";
import type { AppEnv } from "./hono-env.ts";
import { STUDIO_RULE_MESSAGES } from "../../shared/studio-rules.ts";
import { TEAM_NAME_UNIQUE_INDEX } from "../db/schema/auth.ts";

/** Turns anything thrown by a handler into the one JSON error shape; unknown errors become a logged 500. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const requestId = c.get("requestId") ?? "unknown";
  // Nobody is left to answer: logged as 499 (nginx's "client closed request") by the request line, so a
  // client that hangs up mid-body does not count as our 5xx.
  if (abortedByClient(error, c)) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
  const appError = toAppError(error);
  if (appError.code === "internal") {
    c.get("logger")?.error("unhandled error", { requestId, error: error.stack ?? String(error) });
  } else if (appError.code === "service_unavailable" && !(error instanceof AppError)) {
    // An outage is logged once per request at warn: the 503 rate is what an alert should watch.
    c.get("logger")?.warn("dependency unavailable", { requestId, error: String(error) });
  }
  const response = c.json(
    inBetterAuthShape(c, error, appError)
      ? { code: appError.code.toUpperCase(), message: appError.message, requestId }
      : toErrorBody(appError, requestId),
    appError.status,
  );
  for (const [name, value] of Object.entries(appError.headers)) response.headers.set(name, value);
  return response;
}

/**
 * better-auth's routes answer in its own shape, which its web client reads (docs/api.md); a refusal that reaches
 * this handler from inside one of them (the database's last-owner guard, text it cannot store) keeps that shape.
 * Our own middleware's answers in front of them (413, 503) and bugs keep ours, as documented.
 */
function inBetterAuthShape(c: Context<AppEnv>, thrown: Error, error: AppError): boolean {
  const fromInsideBetterAuth = !(thrown instanceof AppError) && !(thrown instanceof HTTPException);
  return c.req.path.startsWith("/api/auth/") && fromInsideBetterAuth && error.status < 500;
}

function toAppError(error: Error): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    const code = errorCodeForStatus(error.status);
    // The OpenAPI routes' content-type gate says only "Unsupported Media Type".
    if (code === "unsupported_media_type")
      return new AppError(code, "Send the body as JSON, with Content-Type: application/json.");
    return new AppError(code, error.message || defaultMessage(code));
  }
  if (isUnavailableError(error)) return serviceUnavailable();
  // A body that is not JSON surfaces as a SyntaxError from c.req.json().
  if (error instanceof SyntaxError) return new AppError("bad_request", "The request body is not valid JSON.");
  // PostgreSQL refuses NUL characters in text (SQLSTATE 22021); the transaction is already rolled back.
  if (databaseErrorCode(error) === "22021")
    return new AppError("bad_request", "Text may not contain NUL (\\0) characters.");
  // The database's own last-owner guard (migration 0013): another change to the studio's owners won the race.
  if (databaseErrorCode(error) === "GJ001")
    return new AppError("conflict", STUDIO_RULE_MESSAGES.ownersChangedMeanwhile);
  // The team-name index (migration 0014): another request created the same name after this one was checked.
  if (databaseErrorCode(error) === "23505" && violatedConstraint(error) === TEAM_NAME_UNIQUE_INDEX)
    return new AppError("conflict", STUDIO_RULE_MESSAGES.teamNameTakenMeanwhile);
  return new AppError("internal", "Something went wrong on our side. Please try again.");
}

const CLIENT_CLOSED_REQUEST = 499;

/** Node's error for a request body cut short by the client (`aborted`, ECONNRESET), or an aborted request. */
function abortedByClient(error: Error, c: Context<AppEnv>): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if ((code === "ECONNRESET" && message === "aborted") || code === "ERR_STREAM_PREMATURE_CLOSE") return true;
    current = cause;
  }
  // Only read under Node's server (building the Request for a test's app.request() is harmless too).
  return (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined && c.req.raw.signal.aborted;
}

/** The SQLSTATE of a database error, whether thrown directly or wrapped by drizzle. */
function databaseErrorCode(error: unknown): string | undefined {
  return databaseErrorField(error, "code", (code) => /^[0-9A-Z]{5}$/.test(code));
}

/** The constraint (or unique index) a database error names, as pg and PGlite both report it. */
function violatedConstraint(error: unknown): string | undefined {
  return databaseErrorField(error, "constraint", () => true);
}

function databaseErrorField(error: unknown, field: "code" | "constraint", valid: (value: string) => boolean) {
  for (
    let current = error, depth = 0;
    current && depth < 4;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    const value = (current as Record<string, unknown>)[field];
    if (typeof value === "string" && valid(value)) return value;
  }
  return undefined;
}

function defaultMessage(code: ErrorCode): string {
  return code === "not_found" ? "Not found." : "The request could not be processed.";
}
