import { describe, expect, it } from "vitest";
import { errorCodeForStatus, errorStatus } from "./errors.ts";

describe("errorCodeForStatus", () => {
  it("names a status another layer chose by our general code for it", () => {
    expect(errorCodeForStatus(400)).toBe("bad_request");
    expect(errorCodeForStatus(402)).toBe("payment_required");
    expect(errorCodeForStatus(405)).toBe("method_not_allowed");
    expect(errorCodeForStatus(413)).toBe("payload_too_large");
    expect(errorCodeForStatus(429)).toBe("rate_limited");
    expect(errorCodeForStatus(503)).toBe("unavailable");
  });

  it("answers every status we list with a code that maps back to it", () => {
    for (const status of new Set(Object.values(errorStatus)))
      expect(errorStatus[errorCodeForStatus(status)]).toBe(status);
  });

  it("falls back to internal for an unlisted 5xx and bad_request for an unlisted 4xx", () => {
    expect(errorCodeForStatus(502)).toBe("internal");
    expect(errorCodeForStatus(418)).toBe("bad_request");
  });
});
