import { APIError } from "better-auth/api";
import { AppError, type ErrorCode } from "../lib/errors.ts";

const codeForStatus: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  422: "unprocessable",
  429: "rate_limited",
};

/** Runs a better-auth server call; its APIError becomes our AppError (same status, its message or ours). */
export async function callAuth<T>(call: () => Promise<T>, fallbackMessage?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError) {
      const code = codeForStatus[error.statusCode] ?? (error.statusCode >= 500 ? "internal" : "bad_request");
      const message = fallbackMessage ?? (error.body as { message?: string } | undefined)?.message ?? error.message;
      throw new AppError(code, message);
    }
    throw error;
  }
}
