CREATE TABLE "pay_run_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"worker_name" text NOT NULL,
	"employee_code" text,
	"engagement_type" text NOT NULL,
	"cpf_status" text NOT NULL,
	"age_band" text,
	"pr_year" integer,
	"basic_rate_cents" integer NOT NULL,
	"regular_minutes" integer NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"rest_day_minutes" integer NOT NULL,
	"public_holiday_minutes" integer NOT NULL,
	"basic_pay_cents" integer NOT NULL,
	"overtime_pay_cents" integer NOT NULL,
	"rest_day_pay_cents" integer NOT NULL,
	"public_holiday_pay_cents" integer NOT NULL,
	"allowance_cents" integer NOT NULL,
	"other_addition_cents" integer NOT NULL,
	"deduction_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"employee_cpf_cents" integer NOT NULL,
	"employer_cpf_cents" integer NOT NULL,
	"sdl_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"has_bank_details" boolean NOT NULL,
	"bank_name" text,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"frequency" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"cpf_month" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"worker_count" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"employee_cpf_cents" bigint DEFAULT 0 NOT NULL,
	"employer_cpf_cents" bigint DEFAULT 0 NOT NULL,
	"sdl_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"blocking_workers" integer DEFAULT 0 NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by" uuid,
	"regenerated_at" timestamp with time zone,
	"regenerated_by" uuid,
	"last_diff" jsonb,
	"hr_confirmed_at" timestamp with time zone,
	"hr_confirmed_by" uuid,
	"finance_approved_at" timestamp with time zone,
	"finance_approved_by" uuid,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"payment_date" date,
	"payment_reference" text,
	"sent_back_reason" text,
	"sent_back_at" timestamp with time zone,
	"sent_back_by" uuid,
	CONSTRAINT "pay_runs_period_ck" CHECK ("pay_runs"."period_start" <= "pay_runs"."period_end")
);
--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "engagement_type" text DEFAULT 'employee' NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_run_id_pay_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pay_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_regenerated_by_users_id_fk" FOREIGN KEY ("regenerated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_hr_confirmed_by_users_id_fk" FOREIGN KEY ("hr_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_finance_approved_by_users_id_fk" FOREIGN KEY ("finance_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_sent_back_by_users_id_fk" FOREIGN KEY ("sent_back_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_run_lines_run_worker_uq" ON "pay_run_lines" USING btree ("run_id","worker_id");--> statement-breakpoint
CREATE INDEX "pay_run_lines_worker_idx" ON "pay_run_lines" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "pay_run_lines_run_name_idx" ON "pay_run_lines" USING btree ("run_id",lower("worker_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "pay_runs_frequency_period_uq" ON "pay_runs" USING btree ("frequency","period_start");--> statement-breakpoint
CREATE INDEX "pay_runs_status_period_idx" ON "pay_runs" USING btree ("status","period_start");--> statement-breakpoint
CREATE INDEX "pay_runs_cpf_month_idx" ON "pay_runs" USING btree ("cpf_month");--> statement-breakpoint
CREATE INDEX "pay_adjustments_pay_run_idx" ON "pay_adjustments" USING btree ("pay_run_id");--> statement-breakpoint
CREATE INDEX "pay_adjustments_effective_idx" ON "pay_adjustments" USING btree ("effective_date");--> statement-breakpoint
CREATE INDEX "shift_payments_pay_run_idx" ON "shift_payments" USING btree ("pay_run_id");