-- The columns come empty and are filled below (the backfill), then made NOT NULL.
ALTER TABLE "shift_payments" ADD COLUMN "position_id" uuid;--> statement-breakpoint
ALTER TABLE "shift_payments" ADD COLUMN "bill_cents" integer;--> statement-breakpoint
ALTER TABLE "rosters" ADD COLUMN "attendance_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rosters" ADD COLUMN "no_show_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Stored report figures (decision 019, "Stored report figures").
-- A payment's bill amount: its pay lines priced at its position's bill rate, round half up once per
-- line, the line's own multiplier or 1x when the project bills flat: billCents in @wf/shared, which
-- the recompute uses when it writes a payment; this function is the same rule for the backfill and
-- the triggers below.
CREATE FUNCTION shift_payment_bill_cents(lines jsonb, bill_rate_cents integer, billing_mode text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum((2 * (l->>'minutes')::bigint * bill_rate_cents
    * (CASE WHEN billing_mode = 'flat' THEN 1000 ELSE (l->>'multiplier')::bigint END) + 60000) / 120000), 0)::integer
  FROM jsonb_array_elements(lines) l
$$;
--> statement-breakpoint
UPDATE "shift_payments" sp SET "position_id" = rs.position_id, "bill_cents" = shift_payment_bill_cents(sp.lines, pp.bill_rate_cents, p.billing_mode)
FROM roster_assignments ra, roster_shifts rs, project_positions pp, projects p
WHERE ra.id = sp.assignment_id AND rs.id = ra.shift_id AND pp.id = rs.position_id AND p.id = sp.project_id;
--> statement-breakpoint
ALTER TABLE "shift_payments" ALTER COLUMN "position_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_payments" ALTER COLUMN "bill_cents" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "shift_payments_position_idx" ON "shift_payments" USING btree ("position_id");--> statement-breakpoint
-- A position's bill rate changed: every payment of it is priced again, locked ones too (the reports
-- have always priced a payment at its position's current bill rate).
CREATE FUNCTION shift_payment_bills_of_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shift_payments sp SET bill_cents = shift_payment_bill_cents(sp.lines, NEW.bill_rate_cents, p.billing_mode)
  FROM projects p WHERE sp.position_id = NEW.id AND p.id = sp.project_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_positions_bill_rate AFTER UPDATE OF bill_rate_cents ON project_positions
  FOR EACH ROW WHEN (OLD.bill_rate_cents IS DISTINCT FROM NEW.bill_rate_cents) EXECUTE FUNCTION shift_payment_bills_of_position();
--> statement-breakpoint
-- A project's billing mode changed: its payments (through its positions) are priced again.
CREATE FUNCTION shift_payment_bills_of_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shift_payments sp SET bill_cents = shift_payment_bill_cents(sp.lines, pp.bill_rate_cents, NEW.billing_mode)
  FROM project_positions pp WHERE pp.project_id = NEW.id AND sp.position_id = pp.id AND sp.project_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_billing_mode AFTER UPDATE OF billing_mode ON projects
  FOR EACH ROW WHEN (OLD.billing_mode IS DISTINCT FROM NEW.billing_mode) EXECUTE FUNCTION shift_payment_bills_of_project();
--> statement-breakpoint
-- A shift's position changed (the service refuses it for a paid shift; an open payment is recomputed
-- as well): its payments take the new position and its bill rate.
CREATE FUNCTION shift_payment_bills_of_shift() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shift_payments sp SET position_id = NEW.position_id, bill_cents = shift_payment_bill_cents(sp.lines, pp.bill_rate_cents, p.billing_mode)
  FROM roster_assignments ra, project_positions pp, projects p
  WHERE ra.shift_id = NEW.id AND sp.assignment_id = ra.id AND pp.id = NEW.position_id AND p.id = sp.project_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER roster_shifts_position AFTER UPDATE OF position_id ON roster_shifts
  FOR EACH ROW WHEN (OLD.position_id IS DISTINCT FROM NEW.position_id) EXECUTE FUNCTION shift_payment_bills_of_shift();
--> statement-breakpoint
-- Each roster's attendance records and no-shows, counted again for the rosters a change touches: an
-- attendance written, changed or removed, an assignment removed or moved to another shift. A count
-- of the roster's rows (not a running sum), so it is right after any mix of changes; a roster removed
-- takes its counts with it.
CREATE FUNCTION roster_attendance_recount(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE rosters r SET attendance_count = c.n, no_show_count = c.no_shows
  FROM (
    SELECT x.id, count(t.id)::int AS n, count(t.id) FILTER (WHERE t.status = 'no_show')::int AS no_shows
    FROM (SELECT DISTINCT u.id FROM unnest(ids) AS u(id) WHERE u.id IS NOT NULL) x
    LEFT JOIN roster_shifts s ON s.roster_id = x.id
    LEFT JOIN roster_assignments a ON a.shift_id = s.id
    LEFT JOIN roster_attendance t ON t.assignment_id = a.id
    GROUP BY x.id
  ) c
  WHERE r.id = c.id AND (r.attendance_count <> c.n OR r.no_show_count <> c.no_shows)
$$;
--> statement-breakpoint
-- The rosters of the assignments whose attendance a statement wrote (transition tables).
CREATE FUNCTION roster_attendance_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM roster_attendance_recount(ARRAY(SELECT s.roster_id FROM new_rows n
      JOIN roster_assignments a ON a.id = n.assignment_id JOIN roster_shifts s ON s.id = a.shift_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM roster_attendance_recount(ARRAY(SELECT s.roster_id FROM old_rows o
      JOIN roster_assignments a ON a.id = o.assignment_id JOIN roster_shifts s ON s.id = a.shift_id));
  ELSE
    PERFORM roster_attendance_recount(ARRAY(SELECT s.roster_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN roster_assignments a ON a.id IN (o.assignment_id, n.assignment_id) JOIN roster_shifts s ON s.id = a.shift_id
      WHERE o.status IS DISTINCT FROM n.status OR o.assignment_id IS DISTINCT FROM n.assignment_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER roster_attendance_counts_ins AFTER INSERT ON roster_attendance
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_attendance_counts_apply();
--> statement-breakpoint
CREATE TRIGGER roster_attendance_counts_upd AFTER UPDATE ON roster_attendance
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_attendance_counts_apply();
--> statement-breakpoint
CREATE TRIGGER roster_attendance_counts_del AFTER DELETE ON roster_attendance
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_attendance_counts_apply();
--> statement-breakpoint
-- An assignment removed (its attendance goes with it): the rosters of its shift.
CREATE FUNCTION roster_assignments_removed_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM roster_attendance_recount(ARRAY(SELECT s.roster_id FROM old_rows o JOIN roster_shifts s ON s.id = o.shift_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER roster_assignments_attendance_del AFTER DELETE ON roster_assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_assignments_removed_recount();
--> statement-breakpoint
-- An assignment moved to another shift (no service does it today): the rosters of both shifts are
-- counted again, and its payment takes the new shift's position and bill rate.
CREATE FUNCTION roster_assignments_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM roster_attendance_recount(ARRAY(SELECT s.roster_id FROM roster_shifts s WHERE s.id IN (OLD.shift_id, NEW.shift_id)));
  UPDATE shift_payments sp SET position_id = s.position_id, bill_cents = shift_payment_bill_cents(sp.lines, pp.bill_rate_cents, p.billing_mode)
  FROM roster_shifts s, project_positions pp, projects p
  WHERE sp.assignment_id = NEW.id AND s.id = NEW.shift_id AND pp.id = s.position_id AND p.id = sp.project_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER roster_assignments_moved AFTER UPDATE OF shift_id ON roster_assignments
  FOR EACH ROW WHEN (OLD.shift_id IS DISTINCT FROM NEW.shift_id) EXECUTE FUNCTION roster_assignments_moved();
--> statement-breakpoint
UPDATE rosters r SET attendance_count = c.n, no_show_count = c.no_shows
FROM (
  SELECT s.roster_id, count(*)::int AS n, count(*) FILTER (WHERE t.status = 'no_show')::int AS no_shows
  FROM roster_attendance t JOIN roster_assignments a ON a.id = t.assignment_id JOIN roster_shifts s ON s.id = a.shift_id
  GROUP BY s.roster_id
) c
WHERE r.id = c.roster_id;
--> statement-breakpoint
ANALYZE "shift_payments";--> statement-breakpoint
ANALYZE "rosters";
