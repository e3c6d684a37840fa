import { describe, expect, it } from "vitest";
import { normalizeUserCode, USER_CODE_HINT, USER_CODE_LETTERS_HINT, userCodeProblem } from "./devices.ts";

describe("user codes", () => {
  it("accept any case, spaces and the dash", () => {
    expect(normalizeUserCode("bcdf-ghjk")).toBe("BCDFGHJK");
    expect(normalizeUserCode(" BCDF GHJK ")).toBe("BCDFGHJK");
  });

  it("say a wrong length by the length, and eight characters with a vowel or digit by the letters", () => {
    expect(userCodeProblem("bcdf-ghj")).toBe(USER_CODE_HINT);
    expect(userCodeProblem("BCDF-GHJKL")).toBe(USER_CODE_HINT);
    expect(userCodeProblem("ABCD-EFGH")).toBe(USER_CODE_LETTERS_HINT);
    expect(userCodeProblem("bcdf-ghj1")).toBe(USER_CODE_LETTERS_HINT);
  });
});
