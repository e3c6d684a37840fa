import { createHash, randomBytes } from "node:crypto";
import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from "../../../shared/devices.ts";

// 240 = 12 × 20: bytes at or above it are dropped so every letter is equally likely (no modulo bias).
const UNBIASED_LIMIT = 240;

/**
 * A user code: 8 letters of a 20-letter alphabet, 20^8 ≈ 2.6 × 10^10 codes (RFC 8628 §6.1). With at
 * most a few thousand live at once and wrong guesses rate-limited per user and per address, guessing
 * one is hopeless; the code is also single use and lives 15 minutes.
 */
export function generateUserCode(): string {
  let code = "";
  while (code.length < USER_CODE_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < UNBIASED_LIMIT && code.length < USER_CODE_LENGTH)
        code += USER_CODE_ALPHABET[byte % USER_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** The device code the plugin polls with: 256 random bits; the database keeps only its hash. */
export function generateDeviceCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString("base64url");
  return { code, hash: hashDeviceCode(code) };
}

export function hashDeviceCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}
