-- Issue 18 (decision 016): the plugin signs in through the browser with the OAuth 2.0 device grant.
-- device_authorization holds each request (device code only as its hash); api_key gets a kind, so the
-- one-live-key rule covers manual keys only and each approved device has its own key; attempt_counter
-- counts wrong user codes and device requests for every instance. The existing key triggers (0004, 0008,
-- 0010) cover device keys as they are: revocation, removal, ban and deletion notify every instance.
CREATE TABLE "attempt_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_authorization" (
	"id" text PRIMARY KEY NOT NULL,
	"device_code_hash" text NOT NULL,
	"user_code" text NOT NULL,
	"client_id" text NOT NULL,
	"scope" text NOT NULL,
	"device_name" text,
	"device_os" text,
	"device_version" text,
	"request_ip" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"interval_seconds" integer NOT NULL,
	"last_polled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_id" text,
	"organization_id" text,
	"decided_at" timestamp with time zone,
	"api_key_id" text,
	CONSTRAINT "device_authorization_device_code_hash_unique" UNIQUE("device_code_hash"),
	CONSTRAINT "device_authorization_user_code_unique" UNIQUE("user_code"),
	CONSTRAINT "device_authorization_status_check" CHECK ("device_authorization"."status" in ('pending', 'approved', 'denied', 'exchanged'))
);
--> statement-breakpoint
DROP INDEX "api_key_live_scope_uq";--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "kind" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "device_os" text;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "device_version" text;--> statement-breakpoint
ALTER TABLE "device_authorization" ADD CONSTRAINT "device_authorization_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_authorization" ADD CONSTRAINT "device_authorization_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_authorization" ADD CONSTRAINT "device_authorization_api_key_id_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_key"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_counter_window_idx" ON "attempt_counter" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "device_authorization_expires_idx" ON "device_authorization" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "device_authorization_user_idx" ON "device_authorization" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "api_key_live_device_idx" ON "api_key" USING btree ("user_id",coalesce("organization_id", '')) WHERE "api_key"."revoked_at" is null and "api_key"."kind" = 'device';--> statement-breakpoint
CREATE UNIQUE INDEX "api_key_live_scope_uq" ON "api_key" USING btree ("user_id",coalesce("organization_id", '')) WHERE "api_key"."revoked_at" is null and "api_key"."kind" = 'manual';--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_kind_check" CHECK ("api_key"."kind" in ('manual', 'device'));