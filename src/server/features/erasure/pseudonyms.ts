import { randomBytes } from "node:crypto";
import type { Tx } from "../../db/client.ts";
import { erasedSubject } from "../../db/schema/index.ts";

const PREFIX = "erased_";

/**
 * A pseudonym for a deleted account or studio (decision 018): random, so nothing derives it from the
 * person, and the same for all of their kept records, so accounting can still tell which lines belonged
 * together. better-auth's ids are alphanumeric, so the prefix never collides with a live id.
 */
export function newPseudonym(): string {
  return `${PREFIX}${randomBytes(18).toString("base64url")}`;
}

export const isErasedSubjectId = (id: string) => id.startsWith(PREFIX);

export async function recordErasedSubject(tx: Tx, id: string, kind: "user" | "organization"): Promise<void> {
  await tx.insert(erasedSubject).values({ id, kind });
}
