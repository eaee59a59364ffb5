CREATE TABLE "pay_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"daily_overtime_after_minutes" integer NOT NULL,
	"weekly_overtime_after_minutes" integer NOT NULL,
	"overtime_multiplier" integer NOT NULL,
	"rest_day_multiplier" integer NOT NULL,
	"public_holiday_multiplier" integer NOT NULL,
	"rest_day" integer,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_settings_single_ck" CHECK ("pay_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shift_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"date" date NOT NULL,
	"week_start" date NOT NULL,
	"day_kind" text NOT NULL,
	"worked_minutes" integer NOT NULL,
	"regular_minutes" integer NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	"rate_source" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"pay_run_id" uuid,
	"locked_at" timestamp with time zone,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_payments_minutes_ck" CHECK ("shift_payments"."worked_minutes" >= 0 and "shift_payments"."overtime_minutes" >= 0 and "shift_payments"."regular_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pay_settings" ADD CONSTRAINT "pay_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_payments" ADD CONSTRAINT "shift_payments_assignment_id_roster_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."roster_assignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_payments" ADD CONSTRAINT "shift_payments_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_payments" ADD CONSTRAINT "shift_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_payments_assignment_uq" ON "shift_payments" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "shift_payments_worker_week_idx" ON "shift_payments" USING btree ("worker_id","week_start");--> statement-breakpoint
CREATE INDEX "shift_payments_project_date_idx" ON "shift_payments" USING btree ("project_id","date");--> statement-breakpoint
CREATE INDEX "shift_payments_date_idx" ON "shift_payments" USING btree ("date");