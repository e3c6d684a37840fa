import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { creditPool } from "../db/schema/index.ts";
import { getPersonalPool, getStudioPool } from "../features/credits/pools.ts";
import { request } from "./auth-helpers.ts";
import type { SignedInUser } from "./studio-helpers.ts";
import type { TestApp } from "./test-app.ts";

/** Generates a key through the product API (personal, or for the studio when given). */
export async function generateKey(t: TestApp, owner: SignedInUser, organizationId?: string): Promise<string> {
  const res = await request(t, "/api/api-key/generate", {
    json: organizationId ? { organizationId } : {},
    cookie: owner.cookie,
  });
  if (res.status !== 200) throw new Error(`generate failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { apiKey: string }).apiKey;
}

/** Gives a pool a total for the current cycle (billing is another feature's job). */
export async function setPoolTotal(t: TestApp, owner: { userId: string } | { organizationId: string }, total: number) {
  const db = t.database.db;
  const pool =
    "userId" in owner ? await getPersonalPool(db, owner.userId) : await getStudioPool(db, owner.organizationId);
  await db.update(creditPool).set({ total }).where(eq(creditPool.id, pool.id));
  return pool.id;
}

export async function readPool(t: TestApp, poolId: string) {
  const [pool] = await t.database.db.select().from(creditPool).where(eq(creditPool.id, poolId));
  if (!pool) throw new Error("pool not found");
  return pool;
}

export function spend(t: TestApp, key: string, body: Record<string, unknown> = {}) {
  return request(t, "/api/v1/usage", { bearer: key, json: { amount: 1, idempotencyKey: randomUUID(), ...body } });
}

/** `ip` sends it as another client address would. */
export function me(t: TestApp, key: string, init: { ip?: string } = {}) {
  return request(t, "/api/v1/me", { bearer: key, ...init });
}
