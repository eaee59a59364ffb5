CREATE TABLE "billing_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer,
	"client_id" uuid NOT NULL,
	"month" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"gst_basis_points" integer,
	"gst_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"payment_terms_days" integer NOT NULL,
	"issuer" jsonb NOT NULL,
	"client" jsonb NOT NULL,
	"replaces_id" uuid,
	"prepared_by" uuid,
	"prepared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp with time zone,
	"issue_date" date,
	"due_date" date,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "billing_statements_month_ck" CHECK ("billing_statements"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "billing_statements_number_ck" CHECK (("billing_statements"."status" = 'draft') = ("billing_statements"."number" is null))
);
--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "gst_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "gst_rate_basis_points" integer DEFAULT 900 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_number_uq" ON "billing_statements" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_one_draft_uq" ON "billing_statements" USING btree ("client_id","month") WHERE "billing_statements"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_one_issued_uq" ON "billing_statements" USING btree ("client_id","month") WHERE "billing_statements"."status" = 'issued';--> statement-breakpoint
CREATE INDEX "billing_statements_client_month_idx" ON "billing_statements" USING btree ("client_id","month");--> statement-breakpoint
ALTER TABLE "business_profile" ADD CONSTRAINT "business_profile_gst_rate_ck" CHECK ("business_profile"."gst_rate_basis_points" between 0 and 10000);