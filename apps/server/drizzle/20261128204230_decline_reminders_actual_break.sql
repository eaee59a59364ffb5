ALTER TABLE "roster_assignments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD COLUMN "actual_break_minutes" integer;--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD CONSTRAINT "roster_attendance_break_ck" CHECK ("roster_attendance"."actual_break_minutes" is null or "roster_attendance"."actual_break_minutes" >= 0);