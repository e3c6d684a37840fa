import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * A credit pool (docs/credits.md): one per user (personal) and one per organization (studio).
 * `used` counts every debit of the cycle; `sharedUsed` the part spent by studio members without an
 * allocation, who share `total − allocatedTotal`. `allocatedTotal` is Σ member allocations, kept
 * here so a debit is one conditional UPDATE.
 *
 * The owner columns have no foreign key: pools and their ledger lines are accounting records that
 * outlive a deleted account or studio, whose id is then replaced by a pseudonym (decision 018).
 */
export const creditPool = pgTable(
  "credit_pool",
  {
    id: text("id").primaryKey(),
    userId: text("user_id"),
    organizationId: text("organization_id"),
    planId: text("plan_id").notNull().default("free"),
    total: integer("total").notNull(),
    used: integer("used").notNull().default(0),
    sharedUsed: integer("shared_used").notNull().default(0),
    allocatedTotal: integer("allocated_total").notNull().default(0),
    cycleStart: timestamp("cycle_start", { withTimezone: true }).notNull(),
    cycleEnd: timestamp("cycle_end", { withTimezone: true }).notNull(),
    /** Thresholds (80, 100) already announced by e-mail this cycle. */
    notifiedThresholds: integer("notified_thresholds")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_pool_user_uq").on(t.userId),
    uniqueIndex("credit_pool_org_uq").on(t.organizationId),
    check("credit_pool_one_owner", sql`(${t.userId} is null) <> (${t.organizationId} is null)`),
    check("credit_pool_used_nonnegative", sql`${t.used} >= 0 and ${t.sharedUsed} >= 0 and ${t.total} >= 0`),
  ],
);

/** What one studio member spent from their allocation in the pool's current cycle. */
export const memberCreditUsage = pgTable(
  "member_credit_usage",
  {
    poolId: text("pool_id")
      .notNull()
      .references(() => creditPool.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    cycleStart: timestamp("cycle_start", { withTimezone: true }).notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.userId, t.cycleStart] })],
);

/**
 * One debit: the ledger line. The idempotency key makes a replay return the first answer. `userId` has
 * no foreign key: a deleted account's lines stay, pointing to its pseudonym (decision 018).
 */
export const usageEvent = pgTable(
  "usage_event",
  {
    id: text("id").primaryKey(),
    poolId: text("pool_id")
      .notNull()
      .references(() => creditPool.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    apiKeyId: text("api_key_id"),
    amount: integer("amount").notNull(),
    feature: text("feature"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Hash of the request body, to tell a replay from a different request reusing the key (409). */
    requestHash: text("request_hash").notNull(),
    /** The answer sent the first time, returned verbatim on replay. */
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("usage_event_idempotency_uq").on(t.poolId, t.userId, t.idempotencyKey),
    index("usage_event_pool_created_idx").on(t.poolId, t.createdAt),
    index("usage_event_user_created_idx").on(t.userId, t.createdAt),
    check("usage_event_amount_positive", sql`${t.amount} > 0`),
  ],
);
