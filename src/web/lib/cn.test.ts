import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class override an earlier one that sets the same property", () => {
    expect(cn("px-5 py-5 sm:px-6", "p-0 sm:p-0")).toBe("p-0 sm:p-0");
    expect(cn("h-9 w-9 text-sm", "h-8 w-8")).toBe("text-sm h-8 w-8");
    expect(cn("h-6 w-6 rounded-md text-xs", "h-12 w-12 rounded-xl text-lg")).toBe("h-12 w-12 rounded-xl text-lg");
  });

  it("keeps classes that set different properties, the theme's own colours included", () => {
    expect(cn("text-sm font-semibold text-brand-700", "bg-brand-100")).toBe(
      "text-sm font-semibold text-brand-700 bg-brand-100",
    );
    expect(cn("focus:outline-2 focus:outline-brand-500/30", "shadow-xs")).toBe(
      "focus:outline-2 focus:outline-brand-500/30 shadow-xs",
    );
  });

  it("skips falsy parts", () => {
    expect(cn("flex", false, null, undefined, "", "gap-2")).toBe("flex gap-2");
  });
});
