import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The dev outbox: mail kept here (and printed to the log) when no SMTP_URL is configured. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to), index("mail_outbox_created_at_idx").on(t.createdAt)],
);
