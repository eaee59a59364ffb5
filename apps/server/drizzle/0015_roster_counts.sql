ALTER TABLE "roster_shifts" ADD COLUMN "filled_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD COLUMN "confirmed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD COLUMN "declined_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each shift's assignments counted (all, confirmed, declined), kept by statement triggers on
-- roster_assignments in the transaction of the change: an insert adds, a delete takes away, an
-- update (a move to another shift, an answer) takes the old rows away and adds the new ones.
-- The board and the roster list read the counts instead of counting the assignments.
-- changed: the changed rows' shift_id and confirmation, as a jsonb array (a transition table's rows are records).
CREATE FUNCTION roster_shift_counts_add(changed jsonb, delta integer) RETURNS void LANGUAGE sql AS $$
  UPDATE roster_shifts s SET
    filled_count = s.filled_count + delta * d.n,
    confirmed_count = s.confirmed_count + delta * d.confirmed,
    declined_count = s.declined_count + delta * d.declined
  FROM (
    SELECT a.shift_id, count(*)::int AS n,
      count(*) FILTER (WHERE a.confirmation = 'confirmed')::int AS confirmed,
      count(*) FILTER (WHERE a.confirmation = 'declined')::int AS declined
    FROM jsonb_to_recordset(changed) AS a(shift_id uuid, confirmation text) GROUP BY a.shift_id
  ) d
  WHERE s.id = d.shift_id
$$;
--> statement-breakpoint
CREATE FUNCTION roster_shift_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM roster_shift_counts_add((SELECT jsonb_agg(jsonb_build_object('shift_id', o.shift_id, 'confirmation', o.confirmation)) FROM old_rows o), -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM roster_shift_counts_add((SELECT jsonb_agg(jsonb_build_object('shift_id', n.shift_id, 'confirmation', n.confirmation)) FROM new_rows n), 1);
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
