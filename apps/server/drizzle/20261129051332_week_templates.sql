CREATE TABLE "roster_week_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"source_week" date NOT NULL,
	"shifts" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roster_week_templates" ADD CONSTRAINT "roster_week_templates_location_id_project_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."project_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_week_templates" ADD CONSTRAINT "roster_week_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_week_templates_location_name_uq" ON "roster_week_templates" USING btree ("location_id",lower("name"));