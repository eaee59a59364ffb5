CREATE TABLE "pay_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"shift_payment_id" uuid,
	"project_id" uuid,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"effective_date" date NOT NULL,
	"week_start" date NOT NULL,
	"category" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending_hr' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hr_reviewed_by" uuid,
	"hr_reviewed_at" timestamp with time zone,
	"finance_reviewed_by" uuid,
	"finance_reviewed_at" timestamp with time zone,
	"rejected_stage" text,
	"rejection_reason" text,
	"pay_run_id" uuid,
	"locked_at" timestamp with time zone,
	CONSTRAINT "pay_adjustments_amount_ck" CHECK ("pay_adjustments"."amount_cents" <> 0),
	CONSTRAINT "pay_adjustments_period_ck" CHECK ("pay_adjustments"."period_start" <= "pay_adjustments"."period_end")
);
--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_shift_payment_id_shift_payments_id_fk" FOREIGN KEY ("shift_payment_id") REFERENCES "public"."shift_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_hr_reviewed_by_users_id_fk" FOREIGN KEY ("hr_reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_finance_reviewed_by_users_id_fk" FOREIGN KEY ("finance_reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_adjustments_status_idx" ON "pay_adjustments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pay_adjustments_worker_week_idx" ON "pay_adjustments" USING btree ("worker_id","week_start");--> statement-breakpoint
CREATE INDEX "pay_adjustments_shift_payment_idx" ON "pay_adjustments" USING btree ("shift_payment_id");