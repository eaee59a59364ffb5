ALTER TABLE "business_profile" ADD COLUMN "single_approver_office" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD COLUMN "payee_bank_name" text;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD COLUMN "payee_account" text;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "pay_run_lines" AS l SET "payee_name" = w."client_name", "payee_bank_name" = nullif(trim(w."bank_name"), ''), "payee_account" = nullif(trim(w."bank_acc"), '') FROM "workers" AS w, "pay_runs" AS r WHERE w."id" = l."worker_id" AND r."id" = l."run_id" AND r."status" IN ('finance_approved', 'paid');
