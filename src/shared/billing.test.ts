import { describe, expect, it } from "vitest";
import { formatSubscriptionStatus, subscriptionStatusTone } from "./billing.ts";

describe("formatSubscriptionStatus", () => {
  it("reads as words, never as the provider's raw value", () => {
    expect(formatSubscriptionStatus("active")).toBe("Active");
    expect(formatSubscriptionStatus("past_due")).toBe("Past due");
    expect(formatSubscriptionStatus("incomplete_expired")).toBe("Expired");
    expect(formatSubscriptionStatus("trialing")).toBe("Trial");
    expect(formatSubscriptionStatus("Inactive")).toBe("Inactive");
    expect(formatSubscriptionStatus("some_new_state")).toBe("Some new state");
  });
});

describe("subscriptionStatusTone", () => {
  it("reads good, needs attention, ended or neutral, whatever the provider's casing", () => {
    expect(
      ["active", "TRIALING", "past_due", "unpaid", "canceled", "incomplete_expired", "paused"].map(
        subscriptionStatusTone,
      ),
    ).toEqual(["success", "success", "warning", "warning", "danger", "danger", "neutral"]);
  });
});
