import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * TOTP codes already accepted, kept for a little longer than their validity window so the same
 * code cannot be used twice (better-auth does not remember them).
 */
export const usedTotpCode = pgTable(
  "used_totp_code",
  {
    userId: text("user_id").notNull(),
    code: text("code").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] }), index("used_totp_code_used_at_idx").on(t.usedAt)],
);
