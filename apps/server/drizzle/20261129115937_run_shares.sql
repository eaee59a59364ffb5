CREATE TABLE "shift_payment_run_shares" (
	"shift_payment_id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"rounding_cents" integer NOT NULL,
	"adjustments_cents" integer NOT NULL,
	"employer_cpf_cents" integer NOT NULL,
	"sdl_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shift_payment_run_shares" ADD CONSTRAINT "shift_payment_run_shares_shift_payment_id_shift_payments_id_fk" FOREIGN KEY ("shift_payment_id") REFERENCES "public"."shift_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_payment_run_shares" ADD CONSTRAINT "shift_payment_run_shares_run_id_pay_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pay_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_payment_run_shares_run_idx" ON "shift_payment_run_shares" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "shift_payments_date_idx" ON "shift_payments" USING btree ("date");--> statement-breakpoint
-- Backfill (decision 019, "Reports at full size"): the shares of every run already frozen, by the rule of computeRunShares.
INSERT INTO "shift_payment_run_shares" ("shift_payment_id", "run_id", "rounding_cents", "adjustments_cents", "employer_cpf_cents", "sdl_cents")
SELECT x.id, x.run_id, x.adj, x.adjustments, x.employer_cpf, x.sdl
FROM (select e.id, e.run_id, e.worker_id, e.adj, e.adjustments_sign * (e.adjustments_floor + case when row_number() over (partition by e.run_id, e.worker_id order by e.adjustments_rest desc, e.date, e.id)
      <= e.adjustments_abs - sum(e.adjustments_floor) over (partition by e.run_id, e.worker_id) then 1 else 0 end)::bigint as adjustments, e.employer_cpf_sign * (e.employer_cpf_floor + case when row_number() over (partition by e.run_id, e.worker_id order by e.employer_cpf_rest desc, e.date, e.id)
      <= e.employer_cpf_abs - sum(e.employer_cpf_floor) over (partition by e.run_id, e.worker_id) then 1 else 0 end)::bigint as employer_cpf, e.sdl_sign * (e.sdl_floor + case when row_number() over (partition by e.run_id, e.worker_id order by e.sdl_rest desc, e.date, e.id)
      <= e.sdl_abs - sum(e.sdl_floor) over (partition by e.run_id, e.worker_id) then 1 else 0 end)::bigint as sdl
    from (select w.id, w.date, w.run_id, w.worker_id, w.adj, abs(w.adjustments_total) as adjustments_abs, sign(w.adjustments_total) as adjustments_sign, abs(w.adjustments_total) * (case when w.pay_sum = 0 then 1 else w.weight end) / (case when w.pay_sum = 0 then w.n else w.pay_sum end) as adjustments_floor,
      abs(w.adjustments_total) * (case when w.pay_sum = 0 then 1 else w.weight end) % (case when w.pay_sum = 0 then w.n else w.pay_sum end) as adjustments_rest, abs(w.employer_cpf_total) as employer_cpf_abs, sign(w.employer_cpf_total) as employer_cpf_sign, abs(w.employer_cpf_total) * (case when w.pay_sum = 0 then 1 else w.weight end) / (case when w.pay_sum = 0 then w.n else w.pay_sum end) as employer_cpf_floor,
      abs(w.employer_cpf_total) * (case when w.pay_sum = 0 then 1 else w.weight end) % (case when w.pay_sum = 0 then w.n else w.pay_sum end) as employer_cpf_rest, abs(w.sdl_total) as sdl_abs, sign(w.sdl_total) as sdl_sign, abs(w.sdl_total) * (case when w.pay_sum = 0 then 1 else w.weight end) / (case when w.pay_sum = 0 then w.n else w.pay_sum end) as sdl_floor,
      abs(w.sdl_total) * (case when w.pay_sum = 0 then 1 else w.weight end) % (case when w.pay_sum = 0 then w.n else w.pay_sum end) as sdl_rest
      from (select r.id, r.date, r.run_id, r.worker_id, r.adj, r.adjustments_total, r.employer_cpf_total, r.sdl_total, greatest(0, r.total_cents + r.adj)::bigint as weight,
          (sum(greatest(0, r.total_cents + r.adj)) over l)::bigint as pay_sum, count(*) over l as n
        from (select x.id, x.date, x.total_cents, prl.run_id, prl.worker_id, (prl.allowance_cents + prl.other_addition_cents + prl.reimbursement_cents - prl.deduction_cents)::bigint as adjustments_total, (prl.employer_cpf_cents)::bigint as employer_cpf_total, (prl.sdl_cents)::bigint as sdl_total,
            case when row_number() over (partition by prl.run_id, prl.worker_id order by x.date, x.id)
              <= abs(prl.line_pay - sum(x.total_cents) over (partition by prl.run_id, prl.worker_id))
              then sign(prl.line_pay - sum(x.total_cents) over (partition by prl.run_id, prl.worker_id))::bigint else 0 end as adj
          from (select prl.*, prl.basic_pay_cents + prl.overtime_pay_cents + prl.rest_day_pay_cents + prl.public_holiday_pay_cents
              - coalesce((select sum((pl->>'amountCents')::int) from jsonb_array_elements(prl.pay_lines) pl
  where pl->>'kind' in ('public_holiday_not_worked', 'public_holiday_non_working_day')), 0) as line_pay from pay_run_lines prl join pay_runs pr on pr.id = prl.run_id where pr.status in ('hr_confirmed', 'finance_approved', 'paid')) prl
          join shift_payments x on x.pay_run_id = prl.run_id and x.worker_id = prl.worker_id) r
        window l as (partition by r.run_id, r.worker_id)) w) e) x;
--> statement-breakpoint
ANALYZE "shift_payment_run_shares";