-- Admin user table (issue 7): page jumps read the page's ids with an index-only scan, then fetch those
-- 25 rows. That needs every column the inner query touches in the index: id for the e-mail order, and
-- name itself for the lower(name) order (PostgreSQL does not return an expression's inputs otherwise).
-- Measured on 100,000 users: offset 37,500 by name 55 ms → 5 ms; by e-mail 38 ms → 6 ms.
DROP INDEX IF EXISTS "user_email_c_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_email_c_id_idx" ON "user" ("email" COLLATE "C") INCLUDE ("id");--> statement-breakpoint
DROP INDEX IF EXISTS "user_name_lower_c_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_name_lower_c_id_idx" ON "user" ((lower("name")) COLLATE "C", "id") INCLUDE ("name");
