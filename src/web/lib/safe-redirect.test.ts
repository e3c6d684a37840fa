import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/create-organization")).toBe("/create-organization");
    expect(safeRedirect("/pricing?plan=pro#top")).toBe("/pricing?plan=pro#top");
  });

  it("sends everything else to /account", () => {
    for (const target of [
      undefined,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "evil",
    ]) {
      expect(safeRedirect(target)).toBe("/account");
    }
  });
});
