-- Issue 16 (account self-service), decisions 018 and 019:
--  * stored_image: avatars and studio logos, re-encoded, served from the database by every instance;
--  * erased_subject: the pseudonyms that replace a deleted account's or studio's id in kept records;
--  * the accounting tables (credit pools, ledger lines, billing customers and subscriptions, the studio
--    audit trail) lose their foreign keys to "user" / organization, so deleting an account or a studio
--    no longer cascades them away: the deletion services point them to the pseudonym instead.
CREATE TABLE "erased_subject" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_image" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"organization_id" text,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_image_one_owner" CHECK (("stored_image"."user_id" is null) <> ("stored_image"."organization_id" is null))
);
--> statement-breakpoint
ALTER TABLE "billing_customer" DROP CONSTRAINT "billing_customer_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_customer" DROP CONSTRAINT "billing_customer_organization_id_organization_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_subscription" DROP CONSTRAINT "billing_subscription_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_subscription" DROP CONSTRAINT "billing_subscription_organization_id_organization_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_pool" DROP CONSTRAINT "credit_pool_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_pool" DROP CONSTRAINT "credit_pool_organization_id_organization_id_fk";
--> statement-breakpoint
ALTER TABLE "usage_event" DROP CONSTRAINT "usage_event_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "organization_audit_event" DROP CONSTRAINT "organization_audit_event_organization_id_organization_id_fk";
--> statement-breakpoint
ALTER TABLE "stored_image" ADD CONSTRAINT "stored_image_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_image" ADD CONSTRAINT "stored_image_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_image_user_idx" ON "stored_image" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stored_image_org_idx" ON "stored_image" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organization_audit_event_actor_idx" ON "organization_audit_event" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "organization_audit_event_target_idx" ON "organization_audit_event" USING btree ("target_user_id");