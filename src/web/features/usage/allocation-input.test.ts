import { describe, expect, it } from "vitest";
import { parseAllocation } from "./allocation-input";

describe("allocation field", () => {
  it("reads empty as shared, whole numbers as credits, anything else as invalid", () => {
    expect(parseAllocation("")).toBeNull();
    expect(parseAllocation("  ")).toBeNull();
    expect(parseAllocation("0")).toBe(0);
    expect(parseAllocation(" 250 ")).toBe(250);
    for (const bad of ["-1", "1.5", "1e3", "abc", "12345678901"]) expect(parseAllocation(bad)).toBeUndefined();
  });
});
