import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";

/** A key generated on the account page, or one minted for a device that signed in through the browser. */
export type ApiKeyKind = "manual" | "device";

/**
 * API keys for the desktop plugin (docs/plugin-api.md): stored as a SHA-256 hash plus the display parts.
 * At most one live manual key per (user, scope), scope = personal (organizationId null) or one studio;
 * device keys (RFC 8628 sign-in, decision 016) are separate, one per approved device, capped per scope.
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
    kind: text("kind").$type<ApiKeyKind>().notNull().default("manual"),
    /** A device key's self-description, as the plugin sent it when it asked to be connected. */
    deviceName: text("device_name"),
    deviceOs: text("device_os"),
    deviceVersion: text("device_version"),
  },
  (t) => [
    uniqueIndex("api_key_live_scope_uq")
      .on(t.userId, sql`coalesce(${t.organizationId}, '')`)
      .where(sql`${t.revokedAt} is null and ${t.kind} = 'manual'`),
    index("api_key_live_device_idx")
      .on(t.userId, sql`coalesce(${t.organizationId}, '')`)
      .where(sql`${t.revokedAt} is null and ${t.kind} = 'device'`),
    index("api_key_org_idx").on(t.organizationId),
    check("api_key_kind_check", sql`${t.kind} in ('manual', 'device')`),
  ],
);
