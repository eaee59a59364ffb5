CREATE TABLE "roster_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"rostered_minutes" integer NOT NULL,
	"confirmation" text DEFAULT 'none' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"accepted_warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"clock_in_raw" text,
	"clock_out_raw" text,
	"clock_in_at" timestamp with time zone,
	"clock_out_at" timestamp with time zone,
	"paid_start_at" timestamp with time zone,
	"paid_end_at" timestamp with time zone,
	"paid_minutes" integer,
	"rounding_step_minutes" integer NOT NULL,
	"status" text NOT NULL,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"early_minutes" integer DEFAULT 0 NOT NULL,
	"note" text,
	"entered_by" uuid,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_attendance_paid_ck" CHECK ("roster_attendance"."paid_minutes" is null or "roster_attendance"."paid_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "roster_confirm_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_regulars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"position_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"roster_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"headcount" integer DEFAULT 1 NOT NULL,
	"pay_rate_cents_override" integer,
	"notes" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_shifts_minutes_ck" CHECK ("roster_shifts"."start_minute" between 0 and 1439 and "roster_shifts"."end_minute" between 0 and 1439 and "roster_shifts"."start_minute" <> "roster_shifts"."end_minute"),
	CONSTRAINT "roster_shifts_instants_ck" CHECK ("roster_shifts"."ends_at" > "roster_shifts"."starts_at"),
	CONSTRAINT "roster_shifts_break_ck" CHECK ("roster_shifts"."break_minutes" >= 0),
	CONSTRAINT "roster_shifts_headcount_ck" CHECK ("roster_shifts"."headcount" >= 1),
	CONSTRAINT "roster_shifts_rate_ck" CHECK ("roster_shifts"."pay_rate_cents_override" is null or "roster_shifts"."pay_rate_cents_override" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rosters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"unpublished_at" timestamp with time zone,
	"unpublished_by" uuid,
	"unpublish_reason" text,
	"attendance_locked_at" timestamp with time zone,
	"attendance_locked_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roster_assignments" ADD CONSTRAINT "roster_assignments_shift_id_roster_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."roster_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_assignments" ADD CONSTRAINT "roster_assignments_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_assignments" ADD CONSTRAINT "roster_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD CONSTRAINT "roster_attendance_assignment_id_roster_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."roster_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD CONSTRAINT "roster_attendance_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD CONSTRAINT "roster_attendance_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_confirm_tokens" ADD CONSTRAINT "roster_confirm_tokens_assignment_id_roster_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."roster_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_regulars" ADD CONSTRAINT "roster_regulars_location_id_project_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."project_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_regulars" ADD CONSTRAINT "roster_regulars_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_regulars" ADD CONSTRAINT "roster_regulars_position_id_project_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."project_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_regulars" ADD CONSTRAINT "roster_regulars_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD CONSTRAINT "roster_shifts_roster_id_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD CONSTRAINT "roster_shifts_position_id_project_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."project_positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_location_id_project_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."project_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_unpublished_by_users_id_fk" FOREIGN KEY ("unpublished_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_attendance_locked_by_users_id_fk" FOREIGN KEY ("attendance_locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_assignments_shift_worker_uq" ON "roster_assignments" USING btree ("shift_id","worker_id");--> statement-breakpoint
CREATE INDEX "roster_assignments_worker_time_idx" ON "roster_assignments" USING btree ("worker_id","starts_at");--> statement-breakpoint
CREATE INDEX "roster_assignments_starts_idx" ON "roster_assignments" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_attendance_assignment_uq" ON "roster_attendance" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_confirm_tokens_hash_uq" ON "roster_confirm_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "roster_confirm_tokens_assignment_idx" ON "roster_confirm_tokens" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_regulars_location_worker_uq" ON "roster_regulars" USING btree ("location_id","worker_id");--> statement-breakpoint
CREATE INDEX "roster_shifts_roster_idx" ON "roster_shifts" USING btree ("roster_id","sort");--> statement-breakpoint
CREATE INDEX "roster_shifts_position_idx" ON "roster_shifts" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rosters_location_date_uq" ON "rosters" USING btree ("location_id","date");--> statement-breakpoint
CREATE INDEX "rosters_date_idx" ON "rosters" USING btree ("date","location_id");--> statement-breakpoint
CREATE INDEX "rosters_project_date_idx" ON "rosters" USING btree ("project_id","date");