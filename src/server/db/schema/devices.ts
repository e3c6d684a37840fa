import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { apiKey } from "./api-keys.ts";
import { organization, user } from "./auth.ts";

export type DeviceAuthorizationStatus = "pending" | "approved" | "denied" | "exchanged";

/**
 * One OAuth 2.0 device authorization request (RFC 8628, decision 016): the plugin holds the device code
 * (stored only as its SHA-256 hash), the user types the user code on /device. Approval records who and
 * which scope; the key itself is minted when the plugin collects it, exactly once.
 */
export const deviceAuthorization = pgTable(
  "device_authorization",
  {
    id: text("id").primaryKey(),
    deviceCodeHash: text("device_code_hash").notNull().unique(),
    /** Normalised: 8 characters of the user-code alphabet, no dash. */
    userCode: text("user_code").notNull().unique(),
    clientId: text("client_id").notNull(),
    scope: text("scope").notNull(),
    deviceName: text("device_name"),
    deviceOs: text("device_os"),
    deviceVersion: text("device_version"),
    requestIp: text("request_ip"),
    status: text("status").$type<DeviceAuthorizationStatus>().notNull().default("pending"),
    /** Seconds the plugin must wait between polls; grows by 5 with every slow_down. */
    intervalSeconds: integer("interval_seconds").notNull(),
    lastPolledAt: timestamp("last_polled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The approving (or denying) user and the scope they chose: null = personal credits. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    apiKeyId: text("api_key_id").references(() => apiKey.id, { onDelete: "set null" }),
  },
  (t) => [
    index("device_authorization_expires_idx").on(t.expiresAt),
    index("device_authorization_user_idx").on(t.userId),
    check("device_authorization_status_check", sql`${t.status} in ('pending', 'approved', 'denied', 'exchanged')`),
  ],
);

/**
 * Fixed-window counters shared by every instance (the database is the one store all of them have):
 * wrong user codes per user and per address, device authorization requests per address.
 */
export const attemptCounter = pgTable(
  "attempt_counter",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("attempt_counter_window_idx").on(t.windowStart)],
);
