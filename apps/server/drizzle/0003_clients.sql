CREATE SEQUENCE "public"."project_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "certificate_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"validity_months" integer,
	"positions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_types_validity_ck" CHECK ("certificate_types"."validity_months" is null or "certificate_types"."validity_months" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "worker_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"number" text,
	"issue_date" date,
	"expiry_date" date,
	"file_data" "bytea",
	"file_mime" text,
	"file_name" text,
	"file_size" integer,
	"file_sha256" text,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"source" text DEFAULT 'staff' NOT NULL,
	"source_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_certificates_dates_ck" CHECK ("worker_certificates"."expiry_date" is null or "worker_certificates"."issue_date" is null or "worker_certificates"."expiry_date" >= "worker_certificates"."issue_date")
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"title" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_do_not_send" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"added_on" date NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"uen" text NOT NULL,
	"industry" text,
	"billing_address" jsonb,
	"billing_formatted_address" text,
	"billing_postal_code" text,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_terms_ck" CHECK ("clients"."payment_terms_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "project_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" jsonb NOT NULL,
	"formatted_address" text NOT NULL,
	"postal_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"geofence_radius_m" integer DEFAULT 200 NOT NULL,
	"site_contact_name" text,
	"site_contact_phone" text,
	"reporting_instructions" text,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_locations_radius_ck" CHECK ("project_locations"."geofence_radius_m" between 10 and 5000)
);
--> statement-breakpoint
CREATE TABLE "project_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"position" text NOT NULL,
	"pay_rate_cents" integer NOT NULL,
	"bill_rate_cents" integer NOT NULL,
	"headcount" integer DEFAULT 1 NOT NULL,
	"required_certificate_type_id" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_positions_rates_ck" CHECK ("project_positions"."pay_rate_cents" >= 0 and "project_positions"."bill_rate_cents" >= 0),
	CONSTRAINT "project_positions_headcount_ck" CHECK ("project_positions"."headcount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"manager_id" uuid,
	"budget_cents" bigint,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_dates_ck" CHECK ("projects"."end_date" is null or "projects"."end_date" >= "projects"."start_date"),
	CONSTRAINT "projects_budget_ck" CHECK ("projects"."budget_cents" is null or "projects"."budget_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "certificate_types" ADD CONSTRAINT "certificate_types_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_certificates" ADD CONSTRAINT "worker_certificates_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_certificates" ADD CONSTRAINT "worker_certificates_type_id_certificate_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."certificate_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_certificates" ADD CONSTRAINT "worker_certificates_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_certificates" ADD CONSTRAINT "worker_certificates_source_file_id_worker_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."worker_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_certificates" ADD CONSTRAINT "worker_certificates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_do_not_send" ADD CONSTRAINT "client_do_not_send_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_do_not_send" ADD CONSTRAINT "client_do_not_send_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_do_not_send" ADD CONSTRAINT "client_do_not_send_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_locations" ADD CONSTRAINT "project_locations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_locations" ADD CONSTRAINT "project_locations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_positions" ADD CONSTRAINT "project_positions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_positions" ADD CONSTRAINT "project_positions_required_certificate_type_id_certificate_types_id_fk" FOREIGN KEY ("required_certificate_type_id") REFERENCES "public"."certificate_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_types_name_uq" ON "certificate_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "worker_certificates_worker_idx" ON "worker_certificates" USING btree ("worker_id","type_id");--> statement-breakpoint
CREATE INDEX "worker_certificates_expiry_idx" ON "worker_certificates" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "worker_certificates_type_idx" ON "worker_certificates" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_certificates_source_file_uq" ON "worker_certificates" USING btree ("source_file_id");--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "client_do_not_send_uq" ON "client_do_not_send" USING btree ("client_id","worker_id");--> statement-breakpoint
CREATE INDEX "client_do_not_send_worker_idx" ON "client_do_not_send" USING btree ("worker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_uen_uq" ON "clients" USING btree ("uen");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "project_locations_project_idx" ON "project_locations" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_locations_postal_idx" ON "project_locations" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "project_positions_project_idx" ON "project_positions" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "project_positions_cert_idx" ON "project_positions" USING btree ("required_certificate_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_uq" ON "projects" USING btree ("code");--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status","start_date");