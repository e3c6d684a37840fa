import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";

/**
 * API keys for the desktop plugin (docs/plugin-api.md): stored as a SHA-256 hash plus the display parts.
 * At most one live key per (user, scope), scope = personal (organizationId null) or one studio.
 */
export const apiKey = pgTable(
  "api_key",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    keyHash: text("key_hash").notNull().unique(),
    prefix: text("prefix").notNull(),
    suffix: text("suffix").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_key_live_scope_uq")
      .on(t.userId, sql`coalesce(${t.organizationId}, '')`)
      .where(sql`${t.revokedAt} is null`),
    index("api_key_org_idx").on(t.organizationId),
  ],
);
