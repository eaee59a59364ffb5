ALTER TABLE "roster_assignments" ADD COLUMN "rest_day_work_at" text;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "part_time_usual_days" integer[];--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "part_time_day_minutes" integer;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "part_time_week_minutes" integer;