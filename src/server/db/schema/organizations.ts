import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The studio audit trail: who invited, removed, changed a role or an allocation, and when. It outlives
 * a deleted studio (no foreign key): the studio's id is then replaced by a pseudonym (decision 018).
 */
export const organizationAuditEvent = pgTable(
  "organization_audit_event",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    actorUserId: text("actor_user_id"),
    action: text("action").notNull(),
    targetUserId: text("target_user_id"),
    targetEmail: text("target_email"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("organization_audit_event_org_created_idx").on(t.organizationId, t.createdAt),
    // A person's entries: their data export and their erasure (decision 018).
    index("organization_audit_event_actor_idx").on(t.actorUserId),
    index("organization_audit_event_target_idx").on(t.targetUserId),
  ],
);
