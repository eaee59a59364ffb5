CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"paying_bank" text,
	"debit_account" text DEFAULT '' NOT NULL,
	"originator_name" text DEFAULT '' NOT NULL,
	"company_id" text DEFAULT '' NOT NULL,
	"processing_mode" text DEFAULT 'B' NOT NULL,
	"purpose_code" text DEFAULT 'SALA' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "payment_settings_one_row_ck" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_mode_ck" CHECK ("payment_settings"."processing_mode" in ('B', 'I'))
);
--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;