import { APIError } from "better-auth/api";
import { AppError, errorCodeForStatus, type ErrorCode } from "../lib/errors.ts";

/** Runs a better-auth server call; its APIError becomes our AppError (same status, its message or ours). */
export async function callAuth<T>(call: () => Promise<T>, fallbackMessage?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError) {
      const message = fallbackMessage ?? (error.body as { message?: string } | undefined)?.message ?? error.message;
      throw new AppError(errorCodeForStatus(error.statusCode), message);
    }
    throw error;
  }
}

type ApiStatus = ConstructorParameters<typeof APIError>[0];
const statusForCode: Partial<Record<ErrorCode, ApiStatus>> = {
  bad_request: "BAD_REQUEST",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  not_found: "NOT_FOUND",
  conflict: "CONFLICT",
  unprocessable: "UNPROCESSABLE_ENTITY",
  rate_limited: "TOO_MANY_REQUESTS",
  unavailable: "SERVICE_UNAVAILABLE",
  service_unavailable: "SERVICE_UNAVAILABLE",
};

/**
 * The other way round, for our services running inside better-auth (hooks, deleteUser callbacks): an
 * AppError becomes the APIError better-auth answers with (same status and message); anything else is
 * left to fail as it would.
 */
export function asAuthError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const details = error.details as Record<string, unknown> | undefined;
  return new APIError(statusForCode[error.code] ?? "BAD_REQUEST", {
    message: error.message,
    code: error.code.toUpperCase(),
    ...(details && typeof details === "object" && !Array.isArray(details) ? details : {}),
  });
}

/** Runs a service call inside better-auth, translating its refusals (see asAuthError). */
export async function inAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asAuthError(error);
  }
}
