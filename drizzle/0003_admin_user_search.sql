-- Admin user table (issue 7): search, filters and sorting stay index-backed at 100,000+ users.
-- pg_trgm is not available on PGlite, so "contains" search is replaced by what btree/GIN serve on both:
-- e-mail prefix, e-mail domain ("@acme.com", via the reversed e-mail) and name word prefix (tsvector).
-- COLLATE "C" makes LIKE 'abc%' an index range scan whatever the database's default collation is.
CREATE INDEX IF NOT EXISTS "user_email_c_idx" ON "user" ("email" COLLATE "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_email_reversed_c_idx" ON "user" ((reverse("email")) COLLATE "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_name_lower_c_idx" ON "user" ((lower("name")) COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_name_words_idx" ON "user" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_created_id_idx" ON "user" ("created_at", "id");--> statement-breakpoint
-- Rare filters get partial indexes so "banned" or "admins" sorted by date never walk every user.
CREATE INDEX IF NOT EXISTS "user_banned_created_idx" ON "user" ("created_at", "id") WHERE "banned" = true;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_admin_created_idx" ON "user" ("created_at", "id") WHERE "role" = 'admin';--> statement-breakpoint
-- "Credits used this month" and usage per day scan usage_event by time; events arrive in time order,
-- so a BRIN index serves those ranges at almost no cost on the debit path.
CREATE INDEX IF NOT EXISTS "usage_event_created_brin_idx" ON "usage_event" USING brin ("created_at");
