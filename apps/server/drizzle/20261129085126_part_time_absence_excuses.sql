ALTER TABLE "shift_payments" ADD COLUMN "holiday_absent_on" date;--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD COLUMN "absence_excuse" text;--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD COLUMN "absence_excuse_note" text;--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD COLUMN "absence_excused_by" uuid;--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD COLUMN "absence_excused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD CONSTRAINT "roster_attendance_absence_excused_by_users_id_fk" FOREIGN KEY ("absence_excused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD CONSTRAINT "roster_attendance_absence_excuse_ck" CHECK ("roster_attendance"."absence_excuse" in ('employer_consent', 'medical_certificate', 'other_reasonable_excuse'));--> statement-breakpoint
ALTER TABLE "roster_attendance" ADD CONSTRAINT "roster_attendance_excuse_ck" CHECK ("roster_attendance"."absence_excuse" is null or "roster_attendance"."status" = 'no_show');