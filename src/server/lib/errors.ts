import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Every error code the API can answer, mapped to its HTTP status. */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  insufficient_credits: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  /** The client took too long to send the request's headers (answered by Node's HTTP parser, lib/client-errors.ts). */
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  /** The request line and headers together exceed Node's 16 KB limit (lib/client-errors.ts). */
  headers_too_large: 431,
  internal: 500,
  unavailable: 503,
  /** PostgreSQL or Redis cannot be reached right now; always sent with Retry-After. */
  service_unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

/** The first code listed for each status above: the general one (`bad_request` for 400, `internal` for 500). */
const codeByStatus = new Map<number, ErrorCode>();
for (const [code, status] of Object.entries(errorStatus) as Array<[ErrorCode, number]>) {
  if (!codeByStatus.has(status)) codeByStatus.set(status, code);
}

/** Our code for a status another layer chose (Hono's HTTPException, better-auth's APIError). */
export function errorCodeForStatus(status: number): ErrorCode {
  return codeByStatus.get(status) ?? (status >= 500 ? "internal" : "bad_request");
}

/** The one error our services throw; the error middleware turns it into the JSON shape below. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { details?: unknown; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; requestId: string; details?: unknown };
}

export function toErrorBody(error: AppError, requestId: string): ErrorBody {
  const body: ErrorBody = { error: { code: error.code, message: error.message, requestId } };
  if (error.details !== undefined) body.error.details = error.details;
  return body;
}

/** Seconds a client should wait before retrying while a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;

/** The answer while PostgreSQL or Redis is unreachable (docs/operations.md#database-faults). */
export function serviceUnavailable(message = "The service is briefly unavailable. Please retry shortly."): AppError {
  return new AppError("service_unavailable", message, { headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
}
