import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { member, memberCreditUsage, user } from "../../db/schema/index.ts";
import type { CreditBalance } from "../../../shared/plugin-api.ts";
import type { KeyPrincipal } from "../api-keys/principal.ts";
import { balanceFor, spenderFor } from "./balance.ts";
import { getPersonalPool, getStudioPool, PoolOwnerGoneError, type CreditPool } from "./pools.ts";

/**
 * The pool a key spends from (rolled over if its cycle ended) and the credits as the key sees them.
 * The key's owner must still exist (for a studio key: still be a member): pools outlive deleted accounts
 * and studios (decision 018), so finding one proves nothing about a principal an instance cached.
 */
export async function getKeyBalance(
  db: Db,
  principal: KeyPrincipal,
  now = new Date(),
): Promise<{ pool: CreditPool; balance: CreditBalance }> {
  if (principal.organizationId === null) {
    const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.id, principal.userId));
    if (!owner) throw new PoolOwnerGoneError("user");
    const pool = await getPersonalPool(db, principal.userId, now);
    return { pool, balance: balanceFor(pool, { kind: "personal" }) };
  }
  const pool = await getStudioPool(db, principal.organizationId, now);
  const [row] = await db
    .select({ allocation: member.creditAllocation, allocatedUsed: memberCreditUsage.used })
    .from(member)
    .leftJoin(
      memberCreditUsage,
      and(
        eq(memberCreditUsage.poolId, pool.id),
        eq(memberCreditUsage.userId, member.userId),
        eq(memberCreditUsage.cycleStart, pool.cycleStart),
      ),
    )
    .where(and(eq(member.organizationId, principal.organizationId), eq(member.userId, principal.userId)));
  if (!row) throw new PoolOwnerGoneError("organization");
  const spender = spenderFor(principal.organizationId, row?.allocation ?? null, row?.allocatedUsed ?? 0);
  return { pool, balance: balanceFor(pool, spender) };
}
