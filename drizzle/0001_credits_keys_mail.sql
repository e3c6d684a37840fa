CREATE TABLE "api_key" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"suffix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_key_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "credit_pool" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"organization_id" text,
	"plan_id" text DEFAULT 'free' NOT NULL,
	"total" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"shared_used" integer DEFAULT 0 NOT NULL,
	"allocated_total" integer DEFAULT 0 NOT NULL,
	"cycle_start" timestamp with time zone NOT NULL,
	"cycle_end" timestamp with time zone NOT NULL,
	"notified_thresholds" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_pool_one_owner" CHECK (("credit_pool"."user_id" is null) <> ("credit_pool"."organization_id" is null)),
	CONSTRAINT "credit_pool_used_nonnegative" CHECK ("credit_pool"."used" >= 0 and "credit_pool"."shared_used" >= 0 and "credit_pool"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_credit_usage" (
	"pool_id" text NOT NULL,
	"user_id" text NOT NULL,
	"cycle_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_credit_usage_pool_id_user_id_cycle_start_pk" PRIMARY KEY("pool_id","user_id","cycle_start")
);
--> statement-breakpoint
CREATE TABLE "usage_event" (
	"id" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"user_id" text NOT NULL,
	"api_key_id" text,
	"amount" integer NOT NULL,
	"feature" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_event_amount_positive" CHECK ("usage_event"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_totp_code" (
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "used_totp_code_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_pool" ADD CONSTRAINT "credit_pool_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_pool" ADD CONSTRAINT "credit_pool_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_credit_usage" ADD CONSTRAINT "member_credit_usage_pool_id_credit_pool_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."credit_pool"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_credit_usage" ADD CONSTRAINT "member_credit_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_event" ADD CONSTRAINT "usage_event_pool_id_credit_pool_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."credit_pool"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_event" ADD CONSTRAINT "usage_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_key_live_scope_uq" ON "api_key" USING btree ("user_id",coalesce("organization_id", '')) WHERE "api_key"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "api_key_org_idx" ON "api_key" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_pool_user_uq" ON "credit_pool" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_pool_org_uq" ON "credit_pool" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_event_idempotency_uq" ON "usage_event" USING btree ("pool_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "usage_event_pool_created_idx" ON "usage_event" USING btree ("pool_id","created_at");--> statement-breakpoint
CREATE INDEX "usage_event_user_created_idx" ON "usage_event" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "used_totp_code_used_at_idx" ON "used_totp_code" USING btree ("used_at");