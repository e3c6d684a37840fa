import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The pseudonyms that replace a deleted account's or studio's id in the records kept for accounting
 * (ledger lines, billing history, audit entries; decision 018). Nothing here leads back to the person:
 * only that this id was an account (or a studio) and when it was erased.
 */
export const erasedSubject = pgTable("erased_subject", {
  id: text("id").primaryKey(),
  kind: text("kind").$type<"user" | "organization">().notNull(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
});
