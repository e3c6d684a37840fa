import { ApiError } from "./api-client";

interface AuthClientResult<T> {
  data: T | null;
  error: { message?: string | undefined; status: number; code?: string | undefined } | null;
}

/**
 * Unwraps a better-auth client result the way apiFetch answers our own API: the data, or an ApiError with
 * better-auth's status, code and message (else the HTTP status text of docs/product.md#messages). Status 0: no answer at all.
 */
export async function authCall<T>(promise: Promise<AuthClientResult<T>>): Promise<T | null> {
  const { data, error } = await promise;
  if (error) {
    const status = error.status ?? 0;
    throw new ApiError(status, error.message || `HTTP error! status: ${status}`, error.code);
  }
  return data;
}
