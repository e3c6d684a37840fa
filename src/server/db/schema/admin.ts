import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The admin audit log: one row per site-admin action (role changes, bans, impersonation, deletions…),
 * including those made from the CLI or by the ADMIN_EMAILS bootstrap (actorId null).
 *
 * Actor and target are kept as plain ids plus e-mail snapshots, without foreign keys, so the trail
 * survives the deletion of either account — a deleted user is exactly what an audit must still show.
 *
 * The admin user table's search and sort indexes live on better-auth's `user` table and are created by
 * the hand-written migrations drizzle/0003_admin_user_search.sql and 0007_admin_covering_indexes.sql (expression indexes with COLLATE "C",
 * which keep prefix search and sorting index-backed without pg_trgm, unavailable on PGlite).
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id"),
    /** The admin's e-mail at the time, or "cli" / "system" for operator and bootstrap actions. */
    actorEmail: text("actor_email").notNull(),
    /** Dotted verb, e.g. "user.ban", "user.impersonate", "session.revoke", "api_key.revoke". */
    action: text("action").notNull(),
    targetUserId: text("target_user_id"),
    targetEmail: text("target_email"),
    reason: text("reason"),
    /** Action-specific facts (new role, ban expiry, changed fields…); never secrets. */
    details: jsonb("details").$type<Record<string, unknown>>(),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("admin_audit_log_target_created_idx").on(t.targetUserId, t.createdAt.desc()),
    index("admin_audit_log_actor_created_idx").on(t.actorId, t.createdAt.desc()),
  ],
);
