import { describe, expect, it } from "vitest";
import { maskApiKey } from "../../../shared/api-keys.ts";
import { apiKeyFromAuthorization, generateApiKey, hashApiKey, isWellFormedApiKey } from "./key-format.ts";

describe("API key format", () => {
  it("is goji_ + 40 base62 characters, stored as SHA-256 plus the first 10 and last 5 characters", () => {
    const { key, hash, prefix, suffix } = generateApiKey();
    expect(key).toMatch(/^goji_[0-9A-Za-z]{40}$/);
    expect(hash).toBe(hashApiKey(key));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(prefix).toBe(key.slice(0, 10));
    expect(suffix).toBe(key.slice(-5));
    expect(maskApiKey(key)).toBe(`${prefix}…${suffix}`);
  });

  it("never repeats and uses the whole alphabet", () => {
    const keys = Array.from({ length: 2000 }, () => generateApiKey().key);
    expect(new Set(keys).size).toBe(keys.length);
    const seen = new Set(keys.join("").slice(0).replaceAll("goji_", ""));
    expect(seen.size).toBe(62);
  });

  it("reads only a well-formed bearer key and rejects everything else without throwing", () => {
    const { key } = generateApiKey();
    expect(apiKeyFromAuthorization(`Bearer ${key}`)).toBe(key);
    expect(apiKeyFromAuthorization(`bearer ${key}`)).toBe(key);
    const bad = [
      undefined,
      "",
      "Bearer",
      "Bearer ",
      `Basic ${key}`,
      key,
      `Bearer ${key}x`,
      `Bearer ${key.slice(0, -1)}`,
      `Bearer ${key.slice(0, -1)}é`,
      `Bearer ${key.slice(0, -1)}\u0000`,
      `Bearer goji_${"-".repeat(40)}`,
      `Bearer ${"a".repeat(10_000)}`,
      `Bearer ${key} ${key}`,
      `Bearer gojx_${key.slice(5)}`,
    ];
    for (const header of bad) expect(apiKeyFromAuthorization(header)).toBeNull();
    expect(isWellFormedApiKey(key.replace(/.$/, "ك"))).toBe(false);
  });
});
