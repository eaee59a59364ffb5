ALTER TABLE "roster_shifts" ADD COLUMN "filled_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD COLUMN "confirmed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD COLUMN "declined_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each shift's assignments counted (all, confirmed, declined), kept by statement triggers on
-- roster_assignments in the transaction of the change: an insert adds, a delete takes away, an
-- update (a move to another shift, an answer) takes the old rows away and adds the new ones.
-- The board and the roster list read the counts instead of counting the assignments.
CREATE FUNCTION roster_shift_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE roster_shifts s SET
      filled_count = s.filled_count - d.n,
      confirmed_count = s.confirmed_count - d.confirmed,
      declined_count = s.declined_count - d.declined
    FROM (
      SELECT o.shift_id, count(*)::int AS n,
        count(*) FILTER (WHERE o.confirmation = 'confirmed')::int AS confirmed,
        count(*) FILTER (WHERE o.confirmation = 'declined')::int AS declined
      FROM old_rows o GROUP BY o.shift_id
    ) d
    WHERE s.id = d.shift_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE roster_shifts s SET
      filled_count = s.filled_count + d.n,
      confirmed_count = s.confirmed_count + d.confirmed,
      declined_count = s.declined_count + d.declined
    FROM (
      SELECT n.shift_id, count(*)::int AS n,
        count(*) FILTER (WHERE n.confirmation = 'confirmed')::int AS confirmed,
        count(*) FILTER (WHERE n.confirmation = 'declined')::int AS declined
      FROM new_rows n GROUP BY n.shift_id
    ) d
    WHERE s.id = d.shift_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER roster_assignments_counts_ins AFTER INSERT ON roster_assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_shift_counts_apply();
--> statement-breakpoint
CREATE TRIGGER roster_assignments_counts_upd AFTER UPDATE ON roster_assignments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_shift_counts_apply();
--> statement-breakpoint
CREATE TRIGGER roster_assignments_counts_del AFTER DELETE ON roster_assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_shift_counts_apply();
--> statement-breakpoint
UPDATE roster_shifts s SET
  filled_count = c.n, confirmed_count = c.confirmed, declined_count = c.declined
FROM (
  SELECT a.shift_id, count(*)::int AS n,
    count(*) FILTER (WHERE a.confirmation = 'confirmed')::int AS confirmed,
    count(*) FILTER (WHERE a.confirmation = 'declined')::int AS declined
  FROM roster_assignments a GROUP BY a.shift_id
) c
WHERE s.id = c.shift_id;
