import { createHash, randomBytes } from "node:crypto";
import {
  API_KEY_LENGTH,
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEY_PREFIX_LENGTH,
  API_KEY_RANDOM_LENGTH,
  API_KEY_SUFFIX_LENGTH,
} from "../../../shared/api-keys.ts";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
// 248 = 4 × 62: bytes at or above it are dropped so every character is equally likely (no modulo bias).
const UNBIASED_LIMIT = 248;

export interface NewApiKey {
  key: string;
  hash: string;
  prefix: string;
  suffix: string;
}

/** A fresh key from the CSPRNG, with what is stored of it: the SHA-256 hash and the display parts. */
export function generateApiKey(): NewApiKey {
  let random = "";
  while (random.length < API_KEY_RANDOM_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte < UNBIASED_LIMIT && random.length < API_KEY_RANDOM_LENGTH) random += BASE62[byte % 62];
    }
  }
  const key = API_KEY_PREFIX + random;
  return {
    key,
    hash: hashApiKey(key),
    prefix: key.slice(0, API_KEY_PREFIX_LENGTH),
    suffix: key.slice(-API_KEY_SUFFIX_LENGTH),
  };
}

/** Keys have 238 bits of entropy, so a plain SHA-256 (no salt, no stretching) cannot be brute-forced. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Cheap shape check before any lookup: anything else (empty, overlong, non-ASCII…) is simply not a key. */
export function isWellFormedApiKey(value: string): boolean {
  return value.length === API_KEY_LENGTH && API_KEY_PATTERN.test(value);
}

/** The key from `Authorization: Bearer <key>`, or null when the header is missing or malformed. */
export function apiKeyFromAuthorization(header: string | undefined): string | null {
  if (!header || header.length > 200) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  const candidate = match?.[1];
  return candidate && isWellFormedApiKey(candidate) ? candidate : null;
}
