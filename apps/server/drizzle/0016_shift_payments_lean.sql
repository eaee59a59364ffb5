ALTER TABLE "shift_payments" DROP CONSTRAINT "shift_payments_worker_id_workers_id_fk";
--> statement-breakpoint
ALTER TABLE "shift_payments" DROP CONSTRAINT "shift_payments_project_id_projects_id_fk";
--> statement-breakpoint
DROP INDEX "shift_payments_project_date_idx";--> statement-breakpoint
DROP INDEX "shift_payments_date_idx";--> statement-breakpoint
DROP INDEX "shift_payments_pay_run_idx";--> statement-breakpoint
CREATE INDEX "shift_payments_pay_run_date_idx" ON "shift_payments" USING btree ("pay_run_id","date");