CREATE SEQUENCE "public"."employee_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text,
	"account_status" text DEFAULT 'pending' NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"presence" text DEFAULT 'online' NOT NULL,
	"avatar" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"must_change_password" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"icon" text,
	"image" text,
	"title" text NOT NULL,
	"description" text,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"link" text,
	"use_router" boolean DEFAULT true NOT NULL,
	"dedupe_key" text
);
--> statement-breakpoint
CREATE TABLE "worker_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"worker_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"details" jsonb,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_before_blacklist" text,
	"version" integer DEFAULT 1 NOT NULL,
	"source" text DEFAULT 'registration' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"idempotency_key" text,
	"where_know_us" text,
	"type_of_employment" text DEFAULT 'Part-Timer' NOT NULL,
	"position_applied" text NOT NULL,
	"earliest_availability" date,
	"fully_vaccinated" boolean,
	"client_name" text NOT NULL,
	"contact_email" text,
	"contact_number" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"age" integer,
	"gender" text,
	"nationality" text,
	"pr_start_date" date,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"passport_expiry" date,
	"place_of_birth" text,
	"race" text,
	"religion" text,
	"marital_status" text,
	"residential_address" text,
	"postal_code" text,
	"address_components" jsonb,
	"cert_expired" date,
	"kin_name" text,
	"kin_contact" text,
	"bank_name" text,
	"bank_acc" text,
	"working_exps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highest_education" text,
	"school" text,
	"country" text,
	"date_start" date,
	"date_grad" date,
	"high_standard" text,
	"relatives_in_company" boolean,
	"relatives_info" text,
	"qna" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"declaration_at" timestamp with time zone,
	"requires_document" boolean DEFAULT false NOT NULL,
	"consent_received_at" timestamp with time zone,
	"consent_received_by" uuid,
	"blacklist_flag" boolean DEFAULT false NOT NULL,
	"hourly_rate_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_files" ADD CONSTRAINT "worker_files_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_files" ADD CONSTRAINT "worker_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_history" ADD CONSTRAINT "worker_history_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_history" ADD CONSTRAINT "worker_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_consent_received_by_users_id_fk" FOREIGN KEY ("consent_received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_uq" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "notifications_user_time_idx" ON "notifications" USING btree ("user_id","time");--> statement-breakpoint
CREATE INDEX "worker_files_worker_idx" ON "worker_files" USING btree ("worker_id","kind");--> statement-breakpoint
CREATE INDEX "worker_history_worker_idx" ON "worker_history" USING btree ("worker_id","at");--> statement-breakpoint
CREATE INDEX "worker_history_action_idx" ON "worker_history" USING btree ("action","at");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_employee_code_uq" ON "workers" USING btree ("employee_code");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_idempotency_key_uq" ON "workers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_live_id_uq" ON "workers" USING btree (upper("id_number")) WHERE "workers"."status" in ('pending', 'active', 'discharge_pending', 'rejoin_pending');--> statement-breakpoint
CREATE INDEX "workers_status_name_idx" ON "workers" USING btree ("status","client_name");--> statement-breakpoint
CREATE INDEX "workers_id_upper_idx" ON "workers" USING btree (upper("id_number"));--> statement-breakpoint
CREATE INDEX "workers_created_idx" ON "workers" USING btree ("created_at");