import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditPool, member, organization, user } from "../../db/schema/index.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { creditThresholdEmail } from "../../mail/templates.ts";
import { isOwner } from "../../../shared/org-roles.ts";

export const CREDIT_THRESHOLDS = [80, 100] as const;

export interface ThresholdCheck {
  /** Thresholds newly announced by this call (at most one e-mail per threshold per cycle). */
  announced: number[];
  /** Addresses the mail could not be sent to (the threshold stays announced: no mail storms on retry). */
  failedRecipients: string[];
}

/**
 * Announces 80 % and 100 % usage of a pool by e-mail, once per threshold per cycle: to the user for a
 * personal pool, to the studio's owners for a studio pool. Call it after a debit has committed.
 *
 * Each threshold is claimed with a conditional UPDATE on credit_pool.notified_thresholds (which a new
 * cycle empties), so concurrent debits crossing the same line send one e-mail. When one call claims
 * both, one e-mail names the higher. Mail failures are reported, never thrown; database errors are.
 */
export async function checkCreditThresholds(
  db: Db,
  mailer: Mailer,
  poolId: string,
  baseUrl: string,
): Promise<ThresholdCheck> {
  const [pool] = await db.select().from(creditPool).where(eq(creditPool.id, poolId));
  if (!pool || pool.total <= 0) return { announced: [], failedRecipients: [] };
  const reached = CREDIT_THRESHOLDS.filter(
    (t) => pool.used * 100 >= pool.total * t && !pool.notifiedThresholds.includes(t),
  );
  if (reached.length === 0) return { announced: [], failedRecipients: [] };

  // One claim per threshold: a debit that raced us to 80 % must not stop us announcing 100 %.
  const announced: number[] = [];
  for (const threshold of reached) {
    const claimed = await db
      .update(creditPool)
      .set({ notifiedThresholds: sql`array_append(${creditPool.notifiedThresholds}, ${threshold}::integer)` })
      .where(
        and(
          eq(creditPool.id, poolId),
          eq(creditPool.cycleStart, pool.cycleStart),
          sql`not (${threshold}::integer = any(${creditPool.notifiedThresholds}))`,
        ),
      )
      .returning({ id: creditPool.id });
    if (claimed.length > 0) announced.push(threshold);
  }
  if (announced.length === 0) return { announced, failedRecipients: [] };

  const percent = Math.max(...announced);
  const { name, emails } = await poolAudience(db, pool);
  const failedRecipients: string[] = [];
  for (const to of emails) {
    await mailer
      .send(creditThresholdEmail(to, name, percent, `${baseUrl}/account`))
      .catch(() => failedRecipients.push(to));
  }
  return { announced, failedRecipients };
}

async function poolAudience(
  db: Db,
  pool: { userId: string | null; organizationId: string | null },
): Promise<{ name: string; emails: string[] }> {
  if (pool.userId) {
    const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, pool.userId));
    return { name: "Your Goji account", emails: owner ? [owner.email] : [] };
  }
  if (!pool.organizationId) return { name: "", emails: [] };
  const [studio] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, pool.organizationId));
  const members = await db
    .select({ email: user.email, role: member.role })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, pool.organizationId));
  return { name: studio?.name ?? "Your studio", emails: members.filter((m) => isOwner(m.role)).map((m) => m.email) };
}
