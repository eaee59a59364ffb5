-- Import items a part at a time (decision 023, issue 32): up to 5,000 entities of one kind and
-- action a row, their before and after values as JSON arrays in the same order. The items kept so
-- far are folded into one part per import, kind and action.
CREATE TABLE "roster_import_item_parts" (
	"import_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"part" integer NOT NULL,
	"entity_ids" uuid[] NOT NULL,
	"befores" jsonb,
	"afters" jsonb
);--> statement-breakpoint
INSERT INTO "roster_import_item_parts" ("import_id", "kind", "action", "part", "entity_ids", "befores", "afters")
SELECT "import_id", "kind", "action", 0,
	array_agg("entity_id" ORDER BY "entity_id"),
	CASE WHEN bool_or("before" IS NOT NULL) THEN jsonb_agg("before" ORDER BY "entity_id") END,
	CASE WHEN bool_or("after" IS NOT NULL) THEN jsonb_agg("after" ORDER BY "entity_id") END
FROM "roster_import_items"
GROUP BY "import_id", "kind", "action";--> statement-breakpoint
DROP TABLE "roster_import_items";--> statement-breakpoint
ALTER TABLE "roster_import_item_parts" RENAME TO "roster_import_items";--> statement-breakpoint
ALTER TABLE "roster_import_items" ADD CONSTRAINT "roster_import_items_import_id_kind_action_part_pk" PRIMARY KEY("import_id","kind","action","part");--> statement-breakpoint
ALTER TABLE "roster_import_items" ADD CONSTRAINT "roster_import_items_import_id_roster_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."roster_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_import_items" ADD CONSTRAINT "roster_import_items_kind_ck" CHECK ("roster_import_items"."kind" in ('roster', 'shift', 'assignment', 'attendance'));--> statement-breakpoint
ALTER TABLE "roster_import_items" ADD CONSTRAINT "roster_import_items_action_ck" CHECK ("roster_import_items"."action" in ('create', 'update'));--> statement-breakpoint
-- The items an entity a row, as the rollback and its checks read them. A JSON null (no value for
-- that entity) reads as SQL NULL; a part without befores or afters pads them with NULL.
CREATE VIEW "roster_import_entities" AS
SELECT i."import_id", i."kind", i."action", e."entity_id",
	nullif(e."before", 'null'::jsonb) AS "before", nullif(e."after", 'null'::jsonb) AS "after"
FROM "roster_import_items" i
CROSS JOIN LATERAL ROWS FROM (unnest(i."entity_ids"), jsonb_array_elements(i."befores"), jsonb_array_elements(i."afters"))
	AS e("entity_id", "before", "after");
