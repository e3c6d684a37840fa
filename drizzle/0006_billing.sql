CREATE TABLE "billing_customer" (
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text,
	"organization_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customer_provider_customer_id_pk" PRIMARY KEY("provider","customer_id"),
	CONSTRAINT "billing_customer_one_owner" CHECK (("billing_customer"."user_id" is null) <> ("billing_customer"."organization_id" is null))
);
--> statement-breakpoint
CREATE TABLE "billing_subscription" (
	"provider" text NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text,
	"organization_id" text,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"provider_created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_subscription_provider_subscription_id_pk" PRIMARY KEY("provider","subscription_id"),
	CONSTRAINT "billing_subscription_one_owner" CHECK (("billing_subscription"."user_id" is null) <> ("billing_subscription"."organization_id" is null))
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_event" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_webhook_event_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "local_billing_customer" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"card_behavior" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_billing_invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_billing_session" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text,
	"return_url" text NOT NULL,
	"cancel_url" text,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_billing_subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"failed_payment_attempts" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_customer" ADD CONSTRAINT "billing_customer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customer" ADD CONSTRAINT "billing_customer_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscription" ADD CONSTRAINT "billing_subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscription" ADD CONSTRAINT "billing_subscription_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_billing_invoice" ADD CONSTRAINT "local_billing_invoice_customer_id_local_billing_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_billing_customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_billing_invoice" ADD CONSTRAINT "local_billing_invoice_subscription_id_local_billing_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."local_billing_subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_billing_session" ADD CONSTRAINT "local_billing_session_customer_id_local_billing_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_billing_customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_billing_session" ADD CONSTRAINT "local_billing_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_billing_subscription" ADD CONSTRAINT "local_billing_subscription_customer_id_local_billing_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_billing_customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customer_user_uq" ON "billing_customer" USING btree ("provider","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customer_org_uq" ON "billing_customer" USING btree ("provider","organization_id");--> statement-breakpoint
CREATE INDEX "billing_subscription_user_idx" ON "billing_subscription" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "billing_subscription_org_idx" ON "billing_subscription" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "local_billing_invoice_customer_idx" ON "local_billing_invoice" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "local_billing_subscription_customer_idx" ON "local_billing_subscription" USING btree ("customer_id");