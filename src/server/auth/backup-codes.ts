import { randomInt } from "node:crypto";

/** Lower-case letters and digits without those read alike: no i, l or 1, no o or 0. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const CODE_COUNT = 10;
const GROUP_LENGTH = 5;

/**
 * Backup codes a person can copy from paper and type on a phone: ten codes of two groups of five, in lower case,
 * with no two characters that look alike. better-auth's own codes mix upper and lower case with l, I, 0 and O, which
 * a printed or handwritten copy cannot tell apart. 31^10 (about 2^49) codes each; trying them is rate limited.
 */
export function generateBackupCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < CODE_COUNT) codes.add(`${randomGroup()}-${randomGroup()}`);
  return [...codes];
}

function randomGroup(): string {
  return Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}
