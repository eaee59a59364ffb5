import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import type { ProjectBodyInput, ProjectPositionInput } from '@wf/shared/contracts/projects/projects';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { today } from '@wf/shared/domain/clock';
import type { PayLine } from '@wf/shared/domain/pay/shift-pay';
import { billCents, type BillingMode } from '@wf/shared/domain/reports/report-figures';
import { addDays } from '@wf/shared/domain/rosters/roster-rules';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';

/**
 * The figures the reports read stored on the rows they read (decision 019, "Stored report figures"):
 * each shift payment's position and bill amount, each roster's attendance and no-show counts. They
 * must equal what the reports computed from the source before, whatever changes the source: a bill
 * rate, a billing mode, a shift's position, the pay rules (a recompute), attendance.
 */
const ctx = useTestContext({ demo: true }, 300_000);
const q = async <T>(text: ReturnType<typeof sql>) => (await ctx.app.db.execute(text)).rows as T[];

type Priced = {
  id: string;
  status: string;
  project_id: string;
  date: string;
  position_id: string;
  shift_position: string;
  bill_cents: number;
  lines: PayLine[];
  bill_rate_cents: number;
  billing_mode: BillingMode;
};

/** Every payment's stored position and bill against its shift's position now, priced by billCents: all equal. */
async function expectStoredBills(): Promise<Priced[]> {
  const rows = await q<Priced>(sql`select sp.id, sp.status, sp.project_id, sp.date::text as date, sp.position_id, rs.position_id as shift_position,
      sp.bill_cents, sp.lines, pp.bill_rate_cents, p.billing_mode
    from shift_payments sp join roster_assignments ra on ra.id = sp.assignment_id join roster_shifts rs on rs.id = ra.shift_id
    join project_positions pp on pp.id = rs.position_id join projects p on p.id = sp.project_id
    order by sp.date, sp.id`);
  expect(rows.length).toBeGreaterThan(0);
  const wrong = rows.filter((r) => r.position_id !== r.shift_position || r.bill_cents !== billCents(r.lines, r.bill_rate_cents, r.billing_mode));
  expect(wrong, 'payments whose stored position or bill is not their shift\'s').toEqual([]);
  return rows;
}

/** Every roster's stored counts against its attendance records: none differs. */
async function expectRosterCounts(): Promise<void> {
  const off = await q(sql`select r.id, r.attendance_count, r.no_show_count, coalesce(c.n, 0) as n, coalesce(c.no_shows, 0) as no_shows
    from rosters r left join (select s.roster_id, count(*)::int as n, count(*) filter (where t.status = 'no_show')::int as no_shows
      from roster_attendance t join roster_assignments a on a.id = t.assignment_id join roster_shifts s on s.id = a.shift_id group by 1) c
      on c.roster_id = r.id
    where r.attendance_count <> coalesce(c.n, 0) or r.no_show_count <> coalesce(c.no_shows, 0)`);
  expect(off).toEqual([]);
}

/** The project form's body as it stands, with `change` applied. */
async function projectBody(id: string, change: (b: ProjectBodyInput & { positions: ProjectPositionInput[] }) => void) {
  const res = await ctx.call('admin', projectEndpoints.get, { params: { id } });
  expect(res.statusCode, res.body).toBe(200);
  const p = res.answer();
  const body = {
    clientId: p.clientId,
    name: p.name,
    description: p.description,
    startDate: p.startDate,
    endDate: p.endDate,
    managerId: p.managerId,
    budgetCents: p.budgetCents,
    billingMode: p.billingMode,
    positions: p.positions.map((x) => ({
      id: x.id,
      // The detail names the position as a string; the form sends back one of POSITIONS.
      position: x.position as ProjectPositionInput['position'],
      payRateCents: x.payRateCents,
      billRateCents: x.billRateCents,
      headcount: x.headcount,
      requiredCertificateTypeId: x.requiredCertificateTypeId,
    })),
  };
  change(body);
  return body;
}

/** The monthly report's bill by project for `date`'s month, against billCents of the stored payments' lines of that month. */
async function expectReportBills(date: string, rows: Priced[]): Promise<void> {
  const res = await ctx.call('finance', reportEndpoints.report, { query: { period: 'month', date, by: 'project' } });
  expect(res.statusCode, res.body).toBe(200);
  const r = res.answer();
  const month = date.slice(0, 7);
  const want = new Map<string, number>();
  for (const p of rows.filter((x) => x.date.startsWith(month)))
    want.set(p.project_id, (want.get(p.project_id) ?? 0) + billCents(p.lines, p.bill_rate_cents, p.billing_mode));
  expect(Object.fromEntries(r.rows.map((x) => [x.id, x.billCents]))).toEqual(Object.fromEntries(want));
}

describe(`stored report figures (${dbLabel})`, () => {
  it('the demo: every payment holds its shift\'s position and its bill amount, every roster its attendance counts', async () => {
    const rows = await expectStoredBills();
    expect(rows.some((r) => r.status === 'locked'), 'the demo has paid (locked) payments').toBe(true);
    await expectRosterCounts();
    const [n] = await q<{ no_shows: number }>(sql`select coalesce(sum(no_show_count), 0)::int as no_shows from rosters`);
    expect(n!.no_shows, 'the demo has no-shows').toBeGreaterThan(0);
  });

  it('a bill-rate change prices every payment of the position again, paid ones too, in the same save; the report follows', async () => {
    const [pos] = await q<{ id: string; project_id: string; date: string }>(sql`select sp.position_id as id, sp.project_id, min(sp.date)::text as date
      from shift_payments sp where sp.status = 'locked' group by 1, 2 order by 3, 1 limit 1`);
    expect(pos).toBeDefined();
    const before = new Map((await expectStoredBills()).map((r) => [r.id, r]));
    const body = await projectBody(pos!.project_id, (b) => {
      const p = b.positions.find((x) => x.id === pos!.id)!;
      p.billRateCents = Number(p.billRateCents) + 137;
    });
    const saved = await ctx.call('admin', projectEndpoints.update, { params: { id: pos!.project_id }, body });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await expectStoredBills();
    const repriced = after.filter((r) => r.position_id === pos!.id && r.status === 'locked');
    expect(repriced.length).toBeGreaterThan(0);
    // A paid payment keeps its pay and is billed at the position's bill rate, as the reports always priced it.
    expect(repriced.every((r) => r.bill_cents > before.get(r.id)!.bill_cents)).toBe(true);
    expect(after.filter((r) => r.position_id !== pos!.id).every((r) => r.bill_cents === before.get(r.id)!.bill_cents)).toBe(true);
    await expectReportBills(pos!.date, after);
  });

  it('a billing-mode change prices the project\'s payments again; back again gives the old amounts', async () => {
    const [p] = await q<{ project_id: string; date: string }>(sql`select sp.project_id, min(sp.date)::text as date from shift_payments sp
      where exists (select 1 from jsonb_array_elements(sp.lines) l where (l->>'multiplier')::int <> 1000)
      group by 1 order by 2, 1 limit 1`);
    expect(p, 'a project with a payment above 1x').toBeDefined();
    const before = new Map((await expectStoredBills()).map((r) => [r.id, r.bill_cents]));
    const flat = await ctx.call('admin', projectEndpoints.update, { params: { id: p!.project_id }, body: await projectBody(p!.project_id, (b) => void (b.billingMode = 'flat')) });
    expect(flat.statusCode, flat.body).toBe(200);
    const after = await expectStoredBills();
    expect(after.some((r) => r.project_id === p!.project_id && r.bill_cents < before.get(r.id)!)).toBe(true);
    await expectReportBills(p!.date, after);
    const back = await ctx.call('admin', projectEndpoints.update, { params: { id: p!.project_id }, body: await projectBody(p!.project_id, (b) => void (b.billingMode = 'multipliers')) });
    expect(back.statusCode, back.body).toBe(200);
    expect(new Map((await expectStoredBills()).map((r) => [r.id, r.bill_cents]))).toEqual(before);
  });

  it('a shift moved to another position takes its payments with it; a pay-rules recompute writes the new bill amounts', async () => {
    const [s] = await q<{ shift_id: string; position_id: string; other: string }>(sql`select rs.id as shift_id, rs.position_id,
        (select o.id from project_positions o where o.project_id = pp.project_id and o.id <> pp.id order by o.sort limit 1) as other
      from shift_payments sp join roster_assignments ra on ra.id = sp.assignment_id join roster_shifts rs on rs.id = ra.shift_id
      join project_positions pp on pp.id = rs.position_id
      where sp.status = 'open' and exists (select 1 from project_positions o where o.project_id = pp.project_id and o.id <> pp.id)
      order by sp.date, rs.id limit 1`);
    expect(s, 'an open payment on a project with two positions').toBeDefined();
    await q(sql`update roster_shifts set position_id = ${s!.other}::uuid where id = ${s!.shift_id}::uuid`);
    const moved = await expectStoredBills();
    expect(moved.some((r) => r.position_id === s!.other)).toBe(true);

    // The rest-day multiplier raised: every open rest-day payment is recomputed, its lines and bill with it.
    const got = await ctx.call('finance', payEndpoints.settings);
    expect(got.statusCode, got.body).toBe(200);
    const settings = got.answer();
    const before = new Map(moved.map((r) => [r.id, r.bill_cents]));
    const saved = await ctx.call('finance', payEndpoints.updateSettings, { body: { ...settings, restDayMultiplier: settings.restDayMultiplier + 250 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await expectStoredBills();
    expect(after.some((r) => r.status === 'open' && r.bill_cents !== before.get(r.id)), 'some open bill changed with the rules').toBe(true);
    expect(after.filter((r) => r.status === 'locked').every((r) => r.bill_cents === before.get(r.id)), 'a paid payment is not recomputed').toBe(true);
  });

  it('attendance written, changed and removed keeps each roster\'s counts, and the hr dashboard\'s no-show rate equals its attendance', async () => {
    const [t] = await q<{ id: string; assignment_id: string }>(sql`select t.id, t.assignment_id from roster_attendance t
      join roster_assignments a on a.id = t.assignment_id join roster_shifts s on s.id = a.shift_id join rosters r on r.id = s.roster_id
      where t.status <> 'no_show' and r.date between ${addDays(today(), -30)}::date and ${today()}::date order by r.date desc, t.id limit 1`);
    expect(t, 'an attended shift in the last 30 days').toBeDefined();
    await q(sql`update roster_attendance set status = 'no_show' where id = ${t!.id}::uuid`);
    await expectRosterCounts();
    const dashboard = await ctx.call('hr', reportEndpoints.hrDashboard);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    // What the dashboard read from attendance itself before the counts were stored.
    const want = await q<{ project_id: string; name: string; shifts: number; no_shows: number }>(sql`select r.project_id, p.code || ' ' || p.name as name,
        count(*)::int as shifts, count(*) filter (where a.status = 'no_show')::int as no_shows
      from roster_attendance a join roster_assignments ra on ra.id = a.assignment_id join roster_shifts rs on rs.id = ra.shift_id
      join rosters r on r.id = rs.roster_id join projects p on p.id = r.project_id
      where r.date between ${addDays(today(), -30)}::date and ${today()}::date
      group by 1, 2 order by (count(*) filter (where a.status = 'no_show'))::numeric / count(*) desc, 2 limit 10`);
    expect(want.some((w) => w.no_shows > 0)).toBe(true);
    expect(dashboard.answer().noShowByProject).toEqual(want.map((w) => ({ projectId: w.project_id, name: w.name, shifts: w.shifts, noShows: w.no_shows })));

    await q(sql`delete from roster_attendance where id = ${t!.id}::uuid`);
    await expectRosterCounts();
    await q(sql`insert into roster_attendance (assignment_id, rounding_step_minutes, status) values (${t!.assignment_id}::uuid, 15, 'no_show')`);
    await expectRosterCounts();
  });
});
