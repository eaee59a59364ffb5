-- Each stored share carries its shift payment's date (decision 019, "Stored report figures"): a report
-- joins its period's shares only. A frozen run's payments are locked, so the date never moves under it.
ALTER TABLE "shift_payment_run_shares" ADD COLUMN "date" date;--> statement-breakpoint
UPDATE "shift_payment_run_shares" s SET "date" = sp.date FROM shift_payments sp WHERE sp.id = s.shift_payment_id;--> statement-breakpoint
ALTER TABLE "shift_payment_run_shares" ALTER COLUMN "date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "shift_payment_run_shares_date_idx" ON "shift_payment_run_shares" USING btree ("date");--> statement-breakpoint
ANALYZE "shift_payment_run_shares";
