import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, toErrorBody, type ErrorCode } from "./errors.ts";
import type { AppEnv } from "./hono-env.ts";

const codeForStatus: Partial<Record<number, ErrorCode>> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
  429: "rate_limited",
};

/** Turns anything thrown by a handler into the one JSON error shape; unknown errors become a logged 500. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const requestId = c.get("requestId") ?? "unknown";
  const appError = toAppError(error);
  if (appError.code === "internal") {
    c.get("logger")?.error("unhandled error", { requestId, error: error.stack ?? String(error) });
  }
  const response = c.json(toErrorBody(appError, requestId), appError.status);
  for (const [name, value] of Object.entries(appError.headers)) response.headers.set(name, value);
  return response;
}

function toAppError(error: Error): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    const code = codeForStatus[error.status] ?? (error.status >= 500 ? "internal" : "bad_request");
    // The OpenAPI routes' content-type gate says only "Unsupported Media Type".
    if (code === "unsupported_media_type")
      return new AppError(code, "Send the body as JSON, with Content-Type: application/json.");
    return new AppError(code, error.message || defaultMessage(code));
  }
  // A body that is not JSON surfaces as a SyntaxError from c.req.json().
  if (error instanceof SyntaxError) return new AppError("bad_request", "The request body is not valid JSON.");
  // PostgreSQL refuses NUL characters in text (SQLSTATE 22021); the transaction is already rolled back.
  if (databaseErrorCode(error) === "22021")
    return new AppError("bad_request", "Text may not contain NUL (\\0) characters.");
  return new AppError("internal", "Something went wrong on our side. Please try again.");
}

/** The SQLSTATE of a database error, whether thrown directly or wrapped by drizzle. */
function databaseErrorCode(error: unknown): string | undefined {
  for (
    let current = error, depth = 0;
    current && depth < 4;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function defaultMessage(code: ErrorCode): string {
  return code === "not_found" ? "Not found." : "The request could not be processed.";
}
