ALTER TABLE "client_contacts" ADD COLUMN "receives_statements" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "billing_email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_statements_uq" ON "client_contacts" USING btree ("client_id") WHERE "client_contacts"."receives_statements";