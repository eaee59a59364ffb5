ALTER TABLE "pay_settings" DROP CONSTRAINT "pay_settings_pt_non_working_day_ck";--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_status_ck" CHECK ("billing_statements"."status" in ('draft', 'issued', 'cancelled'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_status_ck" CHECK ("clients"."status" in ('active', 'inactive'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_ck" CHECK ("projects"."status" in ('draft', 'active', 'on_hold', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_engagement_type_ck" CHECK ("pay_run_lines"."engagement_type" in ('employee', 'contractor'));--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_cpf_status_ck" CHECK ("pay_run_lines"."cpf_status" in ('citizen', 'pr', 'foreigner'));--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_frequency_ck" CHECK ("pay_runs"."frequency" in ('weekly', 'monthly'));--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_status_ck" CHECK ("pay_runs"."status" in ('draft', 'hr_confirmed', 'finance_approved', 'paid'));--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_category_ck" CHECK ("pay_adjustments"."category" in ('allowance', 'transport', 'meal', 'bonus', 'deduction', 'correction'));--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_status_ck" CHECK ("pay_adjustments"."status" in ('pending_hr', 'pending_finance', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_rejected_stage_ck" CHECK ("pay_adjustments"."rejected_stage" in ('hr', 'finance'));--> statement-breakpoint
ALTER TABLE "pay_settings" ADD CONSTRAINT "pay_settings_rest_day_work_at_ck" CHECK ("pay_settings"."rest_day_work_at" in ('employer', 'employee'));--> statement-breakpoint
ALTER TABLE "pay_settings" ADD CONSTRAINT "pay_settings_part_time_non_working_day_holiday_ck" CHECK ("pay_settings"."part_time_non_working_day_holiday" in ('pay', 'day_off'));--> statement-breakpoint
ALTER TABLE "shift_payments" ADD CONSTRAINT "shift_payments_day_kind_ck" CHECK ("shift_payments"."day_kind" in ('normal', 'rest_day', 'public_holiday'));--> statement-breakpoint
ALTER TABLE "shift_payments" ADD CONSTRAINT "shift_payments_status_ck" CHECK ("shift_payments"."status" in ('open', 'locked'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_status_ck" CHECK ("users"."account_status" in ('pending', 'active', 'disabled'));--> statement-breakpoint
ALTER TABLE "roster_assignments" ADD CONSTRAINT "roster_assignments_confirmation_ck" CHECK ("roster_assignments"."confirmation" in ('none', 'confirmed', 'declined'));--> statement-breakpoint
ALTER TABLE "roster_assignments" ADD CONSTRAINT "roster_assignments_rest_day_work_at_ck" CHECK ("roster_assignments"."rest_day_work_at" in ('employer', 'employee'));--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD CONSTRAINT "roster_attendance_status_ck" CHECK ("roster_attendance"."status" in ('on_time', 'late', 'left_early', 'no_show'));--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_status_ck" CHECK ("rosters"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_engagement_type_ck" CHECK ("workers"."engagement_type" in ('employee', 'contractor'));