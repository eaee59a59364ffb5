ALTER TABLE "pay_run_lines" ADD COLUMN "reimbursement_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD COLUMN "pay_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD COLUMN "cpf_months" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Lines built before CPF by calendar month (issue #25): one month, the run's CPF month, with the wages CPF was computed on then.
UPDATE "pay_run_lines" l SET "cpf_months" = jsonb_build_array(jsonb_build_object('month', r."cpf_month", 'ordinaryWageCents', greatest(l."gross_cents", 0), 'additionalWageCents', 0, 'employeeCpfCents', l."employee_cpf_cents", 'employerCpfCents', l."employer_cpf_cents", 'sdlCents', l."sdl_cents")) FROM "pay_runs" r WHERE r."id" = l."run_id";
