ALTER TABLE "workers" ADD COLUMN "last_working_day" date;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "workers_status_lname_idx" ON "workers" USING btree ("status",lower("client_name"),"id");--> statement-breakpoint
CREATE INDEX "workers_id_last4_idx" ON "workers" USING btree (right(upper("id_number"), 4));--> statement-breakpoint
CREATE INDEX "workers_contact_number_idx" ON "workers" USING btree ("contact_number");