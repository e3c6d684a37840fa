import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";

/** PostgreSQL bytea: node-postgres answers a Buffer, PGlite a Uint8Array (a Buffer is one too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Uploaded pictures (decision 019): a user's avatar or a studio's logo, already checked and re-encoded
 * by the image service. Kept in the database so every instance serves them, on PGlite and PostgreSQL
 * alike; deleting the user or studio deletes its pictures. An owner has one picture at a time: a new
 * upload is stored, the owner pointed to it, then the older ones removed (image-store.ts).
 */
export const storedImage = pgTable(
  "stored_image",
  {
    /** Random and unguessable: the picture's URL is /api/images/{id}, and a new upload gets a new id. */
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stored_image_user_idx").on(t.userId),
    index("stored_image_org_idx").on(t.organizationId),
    check("stored_image_one_owner", sql`(${t.userId} is null) <> (${t.organizationId} is null)`),
  ],
);
