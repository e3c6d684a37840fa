import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "better-auth/crypto";
import type { Config } from "../config.ts";

/** Marks a hash made in test mode, so it can never pass for (or be checked as) one of better-auth's. */
const TEST_HASH_PREFIX = "test-scrypt$";
/**
 * better-auth's own parameters are N = 16384, r = 16 (about 0.1 s of CPU per hash on a CI core). These are 32 times
 * cheaper: still scrypt over a random salt, compared in constant time, so a wrong password still fails.
 */
const TEST_COST = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * How passwords are hashed: better-auth's default (undefined) in development and production; a cheaper scrypt in
 * test mode (NODE_ENV=test), as Django's and Rails' test settings lower their hashers' cost. A password is hashed at
 * every sign-up, reset and change and checked at every sign-in and confirmation, about 550 times in one `npm test`:
 * a minute of CPU at better-auth's cost (docs/decisions/053). A test-mode hash is refused outside test mode, because
 * better-auth's check cannot parse it; a default hash is still checked in test mode.
 */
export function passwordHashingFor(config: Pick<Config, "env">): PasswordHashing | undefined {
  if (config.env !== "test") return undefined;
  return {
    async hash(password) {
      const salt = randomBytes(16).toString("hex");
      return `${TEST_HASH_PREFIX}${salt}:${(await deriveKey(password, salt)).toString("hex")}`;
    },
    async verify({ hash, password }) {
      if (!hash.startsWith(TEST_HASH_PREFIX)) return verifyPassword({ hash, password });
      const [salt, key] = hash.slice(TEST_HASH_PREFIX.length).split(":");
      if (!salt || !key) return false;
      const expected = Buffer.from(key, "hex");
      const actual = await deriveKey(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, TEST_COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}
