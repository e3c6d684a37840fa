import { ApiError } from "@/web/lib/api-client";
import { NO_KEY_RECEIVED } from "./api/generate-api-key";

export const GENERATE_FAILED = "Failed to generate API key";

/**
 * What the error toast says (docs/product.md#messages): the server's message when it sent one (or 'HTTP error! status:
 * {code}', which ApiError already provides), the missing-key message, else the generic default.
 */
export function generateErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message === NO_KEY_RECEIVED) return NO_KEY_RECEIVED;
  return GENERATE_FAILED;
}
