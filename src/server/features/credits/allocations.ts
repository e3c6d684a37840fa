import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditPool, member } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { mayActOnMember, notAllowedMessage } from "../../../shared/studio-rules.ts";
import type { AllocationResponse } from "../../../shared/usage.ts";
import { recordAuditEvent } from "../organizations/audit-log.ts";
import type { StudioContext } from "../organizations/studio-route.ts";
import { getStudioPool, type CreditPool } from "./pools.ts";

/** Numbers in messages as the page shows them ("30,000"). */
const credits = (value: number) => value.toLocaleString("en-US");

export interface SetAllocationInput {
  memberId: string;
  /** Whole credits reserved for the member, or null to let them share the unallocated remainder. */
  creditAllocation: number | null;
}

/**
 * Owners and admins set a member's allocation (docs/credits.md); `studio` is the caller's, already authorised
 * for `member: update` (studio-route.ts). Whose allocation follows who may act on whom (docs/permissions.md): only
 * owners set an owner's or an admin's, an admin's own included (decision 055). Σ allocations may not exceed the pool's
 * total: the check runs under the pool's row lock, which debits take too, so two edits cannot both
 * pass on the same headroom. (pool.allocated_total follows member.credit_allocation by trigger.)
 * Lowering an allocation is always allowed, even when a smaller plan left Σ above the total.
 */
export async function setMemberAllocation(
  db: Db,
  studio: StudioContext,
  input: SetAllocationInput,
  now = new Date(),
): Promise<AllocationResponse> {
  const { organizationId } = studio;
  return db.transaction(async (tx) => {
    const pool = await getStudioPool(tx, organizationId, now);
    await tx.select({ id: creditPool.id }).from(creditPool).where(eq(creditPool.id, pool.id)).for("update");

    const [target] = await tx
      .select({ userId: member.userId, role: member.role, creditAllocation: member.creditAllocation })
      .from(member)
      .where(and(eq(member.id, input.memberId), eq(member.organizationId, organizationId)));
    if (!target) throw new AppError("not_found", "Member not found.");
    if (!mayActOnMember(studio.membership.role, target.role))
      throw new AppError("forbidden", notAllowedMessage("member"));

    const next = input.creditAllocation;
    const grows = next !== null && next > (target.creditAllocation ?? 0);
    if (grows) {
      const [others] = await tx
        .select({ sum: sql<number>`coalesce(sum(${member.creditAllocation}), 0)::int` })
        .from(member)
        .where(and(eq(member.organizationId, organizationId), ne(member.id, input.memberId)));
      const available = Math.max(0, pool.total - (others?.sum ?? 0));
      if (next > available) {
        throw new AppError(
          "unprocessable",
          `Allocations cannot exceed the studio's ${credits(pool.total)} credits: at most ${credits(available)} can be allocated to this member.`,
        );
      }
    }

    if (next !== target.creditAllocation) {
      await tx.update(member).set({ creditAllocation: next }).where(eq(member.id, input.memberId));
      await recordAuditEvent(tx, {
        organizationId: organizationId,
        actorUserId: studio.membership.userId,
        action: "member.allocation_changed",
        targetUserId: target.userId,
        details: { from: target.creditAllocation, to: next },
      });
    }
    const [after] = await tx.select().from(creditPool).where(eq(creditPool.id, pool.id));
    return { memberId: input.memberId, creditAllocation: next, pool: poolSummary(after ?? pool) };
  });
}

export function poolSummary(pool: CreditPool): AllocationResponse["pool"] {
  return {
    total: pool.total,
    used: pool.used,
    allocated: pool.allocatedTotal,
    // Negative when a smaller plan left Σ allocations above the total: the Usage tab says so.
    unallocated: pool.total - pool.allocatedTotal,
    sharedUsed: pool.sharedUsed,
  };
}
