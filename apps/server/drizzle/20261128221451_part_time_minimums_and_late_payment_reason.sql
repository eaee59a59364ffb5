ALTER TABLE "pay_runs" ADD COLUMN "late_payment_reason" text;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD COLUMN "part_time_minimums" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD COLUMN "part_time_day_minutes" integer DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD COLUMN "part_time_week_minutes" integer DEFAULT 1320 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD COLUMN "rest_day_work_at" text DEFAULT 'employer' NOT NULL;