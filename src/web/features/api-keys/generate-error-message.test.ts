import { describe, expect, it } from "vitest";
import { ApiError } from "@/web/lib/api-client";
import { NO_KEY_RECEIVED } from "./api/generate-api-key";
import { GENERATE_FAILED, generateErrorMessage } from "./generate-error-message";

describe("API key generation errors (docs/product.md#messages)", () => {
  it("shows the server's message, the missing-key message, or the default", () => {
    expect(generateErrorMessage(new ApiError(404, "Studio not found."))).toBe("Studio not found.");
    expect(generateErrorMessage(new ApiError(502, "HTTP error! status: 502"))).toBe("HTTP error! status: 502");
    expect(generateErrorMessage(new Error(NO_KEY_RECEIVED))).toBe("No API key received from the server.");
    expect(generateErrorMessage(new TypeError("Failed to fetch"))).toBe(GENERATE_FAILED);
    expect(GENERATE_FAILED).toBe("Failed to generate API key");
  });
});
