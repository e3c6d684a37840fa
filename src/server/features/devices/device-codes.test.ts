import { describe, expect, it } from "vitest";
import { formatUserCode, normalizeUserCode, USER_CODE_ALPHABET } from "../../../shared/devices.ts";
import { generateDeviceCode, generateUserCode, hashDeviceCode } from "./device-codes.ts";

describe("user codes (RFC 8628 §6.1)", () => {
  it("are 8 letters without vowels or look-alikes, every letter equally likely", () => {
    expect(USER_CODE_ALPHABET).toHaveLength(20);
    expect(USER_CODE_ALPHABET).not.toMatch(/[AEIOUY01]/);
    const counts = new Map<string, number>();
    const codes = Array.from({ length: 5000 }, generateUserCode);
    for (const code of codes) {
      expect(code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{8}$/);
      for (const letter of code) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // 40,000 letters over 20: about 2,000 each; a biased draw would show far more spread.
    for (const letter of USER_CODE_ALPHABET) expect(counts.get(letter)).toBeGreaterThan(1750);
    for (const letter of USER_CODE_ALPHABET) expect(counts.get(letter)).toBeLessThan(2250);
  });

  it("are typed case- and dash-insensitively, and shown as XXXX-XXXX", () => {
    expect(formatUserCode("BCDFGHJK")).toBe("BCDF-GHJK");
    for (const typed of ["BCDF-GHJK", "bcdf-ghjk", "bcdfghjk", " BCDF GHJK ", "bc-df-gh-jk"])
      expect(normalizeUserCode(typed)).toBe("BCDFGHJK");
    for (const typed of ["", "BCDF-GHJ", "BCDF-GHJKL", "ABCD-EFGH", "BCDF_GHJK", "BCDF-GHJ0", "ВCDF-GHJK"])
      expect(normalizeUserCode(typed)).toBeNull();
  });
});

describe("device codes", () => {
  it("carry 256 random bits and are stored as their SHA-256 hash", () => {
    const { code, hash } = generateDeviceCode();
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashDeviceCode(code));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(generateDeviceCode().code).not.toBe(code);
  });
});
