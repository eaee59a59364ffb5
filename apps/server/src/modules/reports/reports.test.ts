import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointInput } from '@wf/shared/api/endpoint';
import { adminEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import type { ProjectPositionInput } from '@wf/shared/contracts/projects/projects';
import { reportEndpoints as e } from '@wf/shared/contracts/reports/endpoints';
import type { ReportRow } from '@wf/shared/contracts/reports/reports';
import type { PayLine } from '@wf/shared/domain/pay/shift-pay';
import { shiftExtras } from '@wf/shared/domain/reports/employment-cost';
import { billCents } from '@wf/shared/domain/reports/report-figures';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { runExtras } from './report-service.ts';

const ctx = useTestContext({ demo: true }, 300_000);

type Run = { id: string; frequency: 'weekly' | 'monthly'; status: string; period_start: string; period_end: string };
type StoredShift = { date: string; totalCents: number };
const q = async <T>(text: ReturnType<typeof sql>) => (await ctx.app.db.execute(text)).rows as T[];
const report = async (query: EndpointInput<typeof e.report>['query'], role: 'finance' | 'admin' | 'manager' = 'finance') => {
  const res = await ctx.call(role, e.report, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer();
};
type SumKey = 'payCents' | 'billCents' | 'shifts' | 'paidMinutes' | 'overtimeMinutes' | 'marginCents' | 'employmentCostCents' | 'provisionalShifts' | 'spreadCents';
const sum = (rows: readonly ReportRow[], k: SumKey) => rows.reduce((a, r) => a + r[k], 0);

let runs: Run[] = [];

/** The month's shift payments with their pay lines, bill rate and project. */
const monthPayments = (monthly: Run) =>
  q<{ lines: PayLine[]; bill_rate_cents: number; project_id: string }>(sql`
    select sp.lines, pp.bill_rate_cents, sp.project_id from shift_payments sp
    join roster_assignments ra on ra.id = sp.assignment_id join roster_shifts rs on rs.id = ra.shift_id
    join project_positions pp on pp.id = rs.position_id
    where sp.date between ${monthly.period_start}::date and ${monthly.period_end}::date`);

beforeAll(async () => {
  runs = await q<Run>(sql`select id, frequency, status, period_start::text, period_end::text from pay_runs order by period_start, frequency`);
}, 300_000);

describe(`reports (${dbLabel})`, () => {
  it('the weekly report by worker equals the paid weekly run line by line, to the cent', async () => {
    // The run pays one line per month, kind and rate, rounded once (decision 012); the report gives
    // each shift its cent of that rounding (runRounding), so the two are equal (decision 019).
    const weekly = runs.find((r) => r.frequency === 'weekly')!;
    expect(weekly).toBeDefined();
    const lines = await q<{ worker_id: string; pay: number; regular: number; overtime: number; shifts: StoredShift[] }>(sql`
      select worker_id, (basic_pay_cents + overtime_pay_cents + rest_day_pay_cents + public_holiday_pay_cents)::int as pay,
        (regular_minutes + rest_day_minutes + public_holiday_minutes)::int as regular, overtime_minutes::int as overtime,
        items->'shifts' as shifts
      from pay_run_lines where run_id = ${weekly.id}`);
    expect(lines.length).toBeGreaterThan(0);
    const r = await report({ period: 'week', date: weekly.period_start, by: 'worker' });
    expect([r.start, r.end]).toEqual([weekly.period_start, weekly.period_end]);
    const got = Object.fromEntries(r.rows.map((row) => [row.id, [row.payCents, row.paidMinutes, row.overtimeMinutes]]));
    const want = Object.fromEntries(lines.map((l) => [l.worker_id, [l.pay, l.regular + l.overtime, l.overtime]]));
    expect(got).toEqual(want);
    expect(r.totals.payCents).toBe(lines.reduce((a, l) => a + l.pay, 0));
    // The rounding did move some workers' pay off the sum of their shifts (else this test proves little).
    const shiftSum = (l: (typeof lines)[number]) => l.shifts.reduce((a, s) => a + s.totalCents, 0);
    expect(lines.some((l) => l.pay !== shiftSum(l))).toBe(true);
    // By project and by client: the same total, and the drill-down's shifts sum to it.
    for (const by of ['project', 'client'] as const) expect((await report({ period: 'week', date: weekly.period_start, by })).totals.payCents).toBe(r.totals.payCents);
    const shifts = await ctx.call('finance', e.shifts, { query: { period: 'week', date: weekly.period_start, pageSize: 100 } });
    const page = shifts.answer();
    expect(page.totals.payCents).toBe(r.totals.payCents);
    if (page.total <= 100) expect(page.items.reduce((a, s) => a + s.payCents, 0)).toBe(r.totals.payCents);
  });

  it('the monthly report equals the shifts the runs hold in that month with the runs\' rounding, per worker, and its rows sum to its totals', async () => {
    const monthly = runs.find((r) => r.frequency === 'monthly')!;
    // Each frozen run line's rounding (line pay - its shifts' pay) goes one cent a shift to the
    // worker's shifts of that run in date order; a draft run's shifts count as stored.
    const paid = await q<{ id: string; run_id: string | null; worker_id: string; date: string; total_cents: number; frozen: boolean; line_pay: number | null }>(sql`
      select sp.id, sp.pay_run_id as run_id, sp.worker_id, sp.date::text as date, sp.total_cents,
        coalesce(pr.status in ('hr_confirmed', 'finance_approved', 'paid'), false) as frozen,
        (l.basic_pay_cents + l.overtime_pay_cents + l.rest_day_pay_cents + l.public_holiday_pay_cents)::int as line_pay
      from shift_payments sp left join pay_runs pr on pr.id = sp.pay_run_id
      left join pay_run_lines l on l.run_id = sp.pay_run_id and l.worker_id = sp.worker_id
      order by sp.date, sp.id`);
    const groups = new Map<string, typeof paid>();
    for (const p of paid) if (p.frozen) groups.set(`${p.run_id}/${p.worker_id}`, [...(groups.get(`${p.run_id}/${p.worker_id}`) ?? []), p]);
    const adj = new Map<string, number>();
    for (const g of groups.values()) {
      const delta = g[0]!.line_pay! - g.reduce((a, p) => a + p.total_cents, 0);
      g.slice(0, Math.abs(delta)).forEach((p) => adj.set(p.id, Math.sign(delta)));
    }
    const want = new Map<string, number>();
    for (const p of paid)
      if (p.run_id && p.date >= monthly.period_start && p.date <= monthly.period_end)
        want.set(p.worker_id, (want.get(p.worker_id) ?? 0) + p.total_cents + (adj.get(p.id) ?? 0));
    const r = await report({ period: 'month', date: monthly.period_start, by: 'worker' });
    expect(new Map(r.rows.map((row) => [row.id, row.payCents]))).toEqual(want);
    for (const k of ['payCents', 'billCents', 'shifts', 'paidMinutes', 'overtimeMinutes', 'provisionalShifts', 'spreadCents'] as const) expect(sum(r.rows, k)).toBe(r.totals[k]);
    // The cost on no shift is in the totals only (decision 019).
    expect(sum(r.rows, 'employmentCostCents') + r.notOnShift.employmentCostCents).toBe(r.totals.employmentCostCents);
    expect(sum(r.rows, 'marginCents') - r.notOnShift.employmentCostCents).toBe(r.totals.marginCents);
    expect(r.totals.marginCents).toBe(r.totals.billCents - r.totals.employmentCostCents);
    expect(r.totals.spreadCents).toBe(r.totals.billCents - r.totals.payCents);
    // The same period by project and by client: the same totals.
    for (const by of ['project', 'client'] as const) expect((await report({ period: 'month', date: monthly.period_start, by })).totals).toEqual(r.totals);
  });

  it("employment cost: a frozen run's shifts carry its lines' pay + additions + reimbursements - deductions + employer CPF + SDL exactly, shared as shiftExtras shares them", async () => {
    const run = runs.find((r) => r.frequency === 'monthly' && ['hr_confirmed', 'finance_approved', 'paid'].includes(r.status))
      ?? runs.find((r) => ['hr_confirmed', 'finance_approved', 'paid'].includes(r.status))!;
    expect(run, 'the demo has a frozen run').toBeDefined();
    const period = run.frequency === 'monthly' ? 'month' : 'week';
    const base = { period, date: run.period_start } as const;
    type Line = { worker_id: string; pay: number; allowance: number; other: number; reimbursement: number; deduction: number; cpf: number; sdl: number };
    const lines = await q<Line>(sql`select worker_id,
        (basic_pay_cents + overtime_pay_cents + rest_day_pay_cents + public_holiday_pay_cents - coalesce((select sum((pl->>'amountCents')::int)
          from jsonb_array_elements(pay_lines) pl where pl->>'kind' = 'public_holiday_not_worked'), 0))::int as pay,
        allowance_cents as allowance, other_addition_cents as other, reimbursement_cents as reimbursement, deduction_cents as deduction,
        employer_cpf_cents as cpf, sdl_cents as sdl
      from pay_run_lines where run_id = ${run.id} and exists (select 1 from shift_payments y where y.pay_run_id = run_id and y.worker_id = pay_run_lines.worker_id)`);
    expect(lines.length).toBeGreaterThan(0);
    // The run's shifts in date order, and each one as the drill-down counts it (every page).
    const shifts = await q<{ id: string; worker_id: string }>(sql`select id, worker_id from shift_payments where pay_run_id = ${run.id} order by date, id`);
    const seen = new Map<string, { payCents: number; employmentCostCents: number; provisionalShifts: number }>();
    for (let page = 1; ; page++) {
      const res = await ctx.call('finance', e.shifts, { query: { ...base, pageSize: 100, page } });
      expect(res.statusCode, res.body).toBe(200);
      const p = res.answer();
      for (const it of p.items) seen.set(it.id, it);
      if (page * 100 >= p.total) break;
    }
    // The SQL's shares (runExtras), kind by kind, are shiftExtras' shares of each line over its shifts' pay.
    const sqlShares = new Map(
      (await q<{ id: string; adjustments: string; employer_cpf: string; sdl: string }>(sql`select * from ${runExtras(run.period_start, run.period_end)} rx`)).map((r) => [
        r.id,
        { adjustmentsCents: Number(r.adjustments), employerCpfCents: Number(r.employer_cpf), sdlCents: Number(r.sdl) },
      ]),
    );
    let extrasSeen = 0;
    for (const l of lines) {
      const mine = shifts.filter((x) => x.worker_id === l.worker_id).map((x) => ({ id: x.id, ...seen.get(x.id)! }));
      expect(mine.every((x) => x.payCents !== undefined && x.provisionalShifts === 0)).toBe(true);
      const want = shiftExtras(
        { allowanceCents: l.allowance, otherAdditionCents: l.other, reimbursementCents: l.reimbursement, deductionCents: l.deduction, employerCpfCents: l.cpf, sdlCents: l.sdl },
        mine.map((x) => x.payCents),
      );
      expect(mine.map((x) => sqlShares.get(x.id))).toEqual(want);
      expect(mine.map((x) => x.employmentCostCents - x.payCents)).toEqual(want.map((w) => w.adjustmentsCents + w.employerCpfCents + w.sdlCents));
      const cost = l.pay + l.allowance + l.other + l.reimbursement - l.deduction + l.cpf + l.sdl;
      expect(mine.reduce((a, x) => a + x.employmentCostCents, 0), l.worker_id).toBe(cost);
      extrasSeen += cost - l.pay;
    }
    expect(extrasSeen, 'the run has employer CPF or SDL (else this proves little)').toBeGreaterThan(0);
    // Every split sums the same: by worker, project and client; rows + the cost on no shift = totals.
    const byWorker = await report({ ...base, by: 'worker' });
    for (const by of ['project', 'client'] as const) {
      const r = await report({ ...base, by });
      expect(r.totals).toEqual(byWorker.totals);
      expect(sum(r.rows, 'employmentCostCents') + r.notOnShift.employmentCostCents).toBe(r.totals.employmentCostCents);
    }
    expect([...seen.values()].reduce((a, x) => a + x.employmentCostCents, 0) + byWorker.notOnShift.employmentCostCents).toBe(byWorker.totals.employmentCostCents);
    // Shifts of the period not in a frozen run are provisional (at their pay), and the report counts them.
    const [prov] = await q<{ n: number }>(sql`select count(*)::int as n from shift_payments sp left join pay_runs pr on pr.id = sp.pay_run_id
      where sp.date between ${byWorker.start}::date and ${byWorker.end}::date and (pr.id is null or pr.status = 'draft')`);
    expect(byWorker.totals.provisionalShifts).toBe(prov!.n);
    expect([...seen.values()].filter((x) => x.provisionalShifts === 1).every((x) => x.employmentCostCents === x.payCents)).toBe(true);
  });

  it("the totals' drill-down equals the report's totals, the cost on no shift included; a row's drill-down holds none of it", async () => {
    // A frozen run line with no shift (a worker paid only an adjustment in that run): a copy of one of
    // the paid weekly run's lines for a worker with no shift in it. Removed at the end.
    const weekly = runs.find((r) => r.frequency === 'weekly' && ['hr_confirmed', 'finance_approved', 'paid'].includes(r.status))!;
    expect(weekly, 'the demo has a frozen weekly run').toBeDefined();
    const [line] = await q<{ l: Record<string, unknown> }>(sql`select to_jsonb(l) as l from pay_run_lines l where run_id = ${weekly.id} order by worker_id limit 1`);
    const [idle] = await q<{ id: string }>(sql`select w.id from workers w where not exists (select 1 from pay_run_lines l where l.run_id = ${weekly.id} and l.worker_id = w.id)
      and not exists (select 1 from shift_payments y where y.pay_run_id = ${weekly.id} and y.worker_id = w.id) order by w.id limit 1`);
    const copy = { ...line!.l, id: crypto.randomUUID(), worker_id: idle!.id, allowance_cents: 2500 };
    await q(sql`insert into pay_run_lines select * from jsonb_populate_record(null::pay_run_lines, ${JSON.stringify(copy)}::jsonb)`);
    try {
      const period = 'week';
      const date = weekly.period_start;
      const r = await report({ period, date, by: 'client' });
      expect(r.notOnShift.lines).toBeGreaterThan(0);
      expect(r.notOnShift.employmentCostCents).toBeGreaterThan(2500);
      const res = await ctx.call('finance', e.shifts, { query: { period, date, pageSize: 1 } });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.answer();
      // The totals' drill-down is the report's totals, to the cent, the cost on no shift included.
      expect(page.notOnShift).toEqual(r.notOnShift);
      expect(page.totals).toEqual(r.totals);
      expect(page.total).toBe(r.totals.shifts);
      // A client's drill-down is that client's row: the cost on no shift belongs to no client.
      const row = r.rows[0]!;
      const one = (await ctx.call('finance', e.shifts, { query: { period, date, clientId: row.id, pageSize: 1 } })).answer();
      expect(one.notOnShift).toEqual({ lines: 0, employmentCostCents: 0 });
      const { id: _id, label: _l, detail: _d, ...figures } = row;
      expect(one.totals).toEqual(figures);
    } finally {
      await q(sql`delete from pay_run_lines where id = ${copy.id}::uuid`);
    }
  });

  it("bill amounts are each payment's pay lines at the position's bill rate (the shared billCents)", async () => {
    const monthly = runs.find((r) => r.frequency === 'monthly')!;
    const rows = await monthPayments(monthly);
    const want = new Map<string, number>();
    for (const x of rows) want.set(x.project_id, (want.get(x.project_id) ?? 0) + billCents(x.lines, x.bill_rate_cents));
    const r = await report({ period: 'month', date: monthly.period_start, by: 'project' });
    expect(new Map(r.rows.map((row) => [row.id, row.billCents]))).toEqual(want);
    expect(r.totals.billCents).toBeGreaterThan(0);
  });

  it('a project set to bill flat bills every minute at 1x, set through the project form\'s API (issue #28 item 1)', async () => {
    const monthly = runs.find((r) => r.frequency === 'monthly')!;
    const rows = await monthPayments(monthly);
    const of = (id: string, mode: 'multipliers' | 'flat') =>
      rows.filter((x) => x.project_id === id).reduce((a, x) => a + billCents(x.lines, x.bill_rate_cents, mode), 0);
    // A project whose shifts have lines above 1x (rest day, holiday, overtime): flat bills it less.
    const id = [...new Set(rows.map((x) => x.project_id))].find((p) => of(p, 'flat') < of(p, 'multipliers'));
    expect(id, 'the demo month has a project with multiplied pay lines').toBeTruthy();
    const setMode = async (billingMode: 'multipliers' | 'flat') => {
      const p = (await ctx.call('admin', projectEndpoints.get, { params: { id: id! } })).answer();
      const body = {
        clientId: p.clientId, name: p.name, description: p.description, startDate: p.startDate, endDate: p.endDate,
        managerId: p.managerId, budgetCents: p.budgetCents, billingMode,
        // The detail names the position as a string; the form sends back one of POSITIONS.
        positions: p.positions.map((x) => ({ id: x.id, position: x.position as ProjectPositionInput['position'], payRateCents: x.payRateCents, billRateCents: x.billRateCents, headcount: x.headcount, requiredCertificateTypeId: x.requiredCertificateTypeId })),
      };
      const res = await ctx.call('admin', projectEndpoints.update, { params: { id: id! }, body });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.answer().billingMode).toBe(billingMode);
    };
    const billOf = async () =>
      (await report({ period: 'month', date: monthly.period_start, by: 'project' })).rows.find((r) => r.id === id)!.billCents;
    expect(await billOf()).toBe(of(id!, 'multipliers'));
    await setMode('flat');
    try {
      expect(await billOf()).toBe(of(id!, 'flat'));
      const bad = await ctx.call('admin', 'PUT', `/api/projects/${id}`, { billingMode: 'sometimes' });
      expect(bad.statusCode).toBe(400);
    } finally {
      await setMode('multipliers');
    }
    expect(await billOf()).toBe(of(id!, 'multipliers'));
  });

  it('filters by client, project and position; the drill-down holds the shifts behind a row', async () => {
    const monthly = runs.find((r) => r.frequency === 'monthly')!;
    const base = { period: 'month', date: monthly.period_end } as const;
    const byClient = await report({ ...base, by: 'client' });
    const client = byClient.rows[0]!;
    const one = await report({ ...base, by: 'worker', clientId: client.id });
    const { id: _cid, label: _cl, detail: _cd, ...clientFigures } = client;
    expect(one.totals).toEqual(clientFigures);
    const byProject = await report({ ...base, by: 'project', clientId: client.id });
    const project = byProject.rows[0]!;
    expect((await report({ ...base, by: 'worker', projectId: project.id })).totals.billCents).toBe(project.billCents);
    const [pos] = await q<{ position: string }>(sql`select distinct pp.position from shift_payments sp join roster_assignments ra on ra.id = sp.assignment_id
      join roster_shifts rs on rs.id = ra.shift_id join project_positions pp on pp.id = rs.position_id
      where sp.date between ${monthly.period_start}::date and ${monthly.period_end}::date order by 1 limit 1`);
    const byPosition = await report({ ...base, by: 'client', position: pos!.position });
    expect(byPosition.totals.shifts).toBeGreaterThan(0);
    expect(byPosition.totals.shifts).toBeLessThanOrEqual(byClient.totals.shifts);

    const worker = (await report({ ...base, by: 'worker' })).rows[0]!;
    const res = await ctx.call('finance', e.shifts, { query: { ...base, workerId: worker.id, pageSize: 100 } });
    expect(res.statusCode).toBe(200);
    const page = res.answer();
    expect(page.total).toBe(worker.shifts);
    expect(page.items.every((s) => s.workerId === worker.id)).toBe(true);
    expect(page.items.reduce((a, s) => a + s.payCents, 0)).toBe(worker.payCents);
    expect(page.items.reduce((a, s) => a + s.billCents, 0)).toBe(worker.billCents);
    const { id: _id, label: _l, detail: _d, ...figures } = worker;
    expect(page.totals).toEqual(figures);
  });

  it('CSV and XLSX exports hold exactly the rows and totals shown', async () => {
    const monthly = runs.find((r) => r.frequency === 'monthly')!;
    const query = { period: 'month', date: monthly.period_start, by: 'client' } as const;
    const r = await report(query);
    const csv = await ctx.call('finance', e.export, { query: { ...query, format: 'csv' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`monthly-report-by-client-${monthly.period_start}`);
    const lines = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Detail,Shifts,Paid hours,Overtime hours,Pay,Employment cost,Bill amount,Margin,Margin %,Spread (bill - pay),Provisional shifts');
    const offRow = r.notOnShift.lines > 0 ? 1 : 0;
    expect(lines).toHaveLength(r.rows.length + offRow + 2);
    if (offRow) expect(lines.at(-2)!.split(',').slice(0, 7)).toEqual(['Not on a shift', '', '0', '0.00', '0.00', '0.00', (r.notOnShift.employmentCostCents / 100).toFixed(2)]);
    const last = lines.at(-1)!.split(',');
    expect(last[0]).toBe('Total');
    expect(last[2]).toBe(String(r.totals.shifts));
    expect(last[5]).toBe((r.totals.payCents / 100).toFixed(2));
    expect(last[6]).toBe((r.totals.employmentCostCents / 100).toFixed(2));
    expect(last[7]).toBe((r.totals.billCents / 100).toFixed(2));
    expect(last[8]).toBe((r.totals.marginCents / 100).toFixed(2));
    expect(last[9]).toMatch(/^-?\d+\.\d{2}%$/);
    expect(last[10]).toBe((r.totals.spreadCents / 100).toFixed(2));
    expect(last[11]).toBe(String(r.totals.provisionalShifts));

    const xlsx = await ctx.call('finance', e.export, { query: { ...query, format: 'xlsx' } });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.rowCount).toBe(r.rows.length + offRow + 2);
    const first = ws.getRow(2);
    expect(first.getCell(1).value).toBe(r.rows[0]!.label);
    expect(first.getCell(6).value).toBe(r.rows[0]!.payCents / 100);
    expect(first.getCell(6).numFmt).toContain('S$');
    const total = ws.getRow(ws.rowCount);
    expect(total.getCell(1).value).toBe('Total');
    expect(total.font?.bold).toBe(true);
    expect(total.getCell(3).value).toBe(r.totals.shifts);
    expect(total.getCell(4).value).toBe(Number((r.totals.paidMinutes / 60).toFixed(2)));
    expect(total.getCell(7).value).toBe(r.totals.employmentCostCents / 100);
    expect(total.getCell(8).value).toBe(r.totals.billCents / 100);
    expect(total.getCell(9).value).toBe(r.totals.marginCents / 100);
    expect(total.getCell(10).value).toBe(r.totals.marginBasisPoints! / 10000);
    expect(total.getCell(10).numFmt).toBe('0.00%');
  });

  it('refuses hr every report and the finance dashboard; a manager sees only the projects they manage', async () => {
    const date = runs[0]!.period_start;
    const asHr = {
      report: () => ctx.call('hr', e.report, { query: { date } }),
      export: () => ctx.call('hr', e.export, { query: { date, format: 'csv' } }),
      shifts: () => ctx.call('hr', e.shifts, { query: { date } }),
      options: () => ctx.call('hr', e.options),
      financeDashboard: () => ctx.call('hr', e.financeDashboard),
    };
    for (const [name, send] of Object.entries(asHr)) expect((await send()).statusCode, name).toBe(403);
    expect((await ctx.call('finance', e.hrDashboard)).statusCode).toBe(403);
    expect((await ctx.call(null, e.report, { query: { date } })).statusCode).toBe(401);
    expect((await ctx.call('finance', e.report, { query: { date: '2026-02-30' } })).statusCode).toBe(400);

    const monthly = runs.find((r) => r.frequency === 'monthly')!;
    const all = await report({ period: 'month', date: monthly.period_start, by: 'project' }, 'admin');
    const [mgr] = await q<{ id: string }>(sql`select id from users where email = 'manager@example.com'`);
    await q(sql`update projects set manager_id = null`);
    expect((await report({ period: 'month', date: monthly.period_start, by: 'project' }, 'manager')).rows).toEqual([]);
    const mine = all.rows[0]!;
    await q(sql`update projects set manager_id = ${mgr!.id}::uuid where id = ${mine.id}::uuid`);
    const seen = await report({ period: 'month', date: monthly.period_start, by: 'project' }, 'manager');
    expect(seen.rows).toEqual([mine]);
    const opts = await ctx.call('manager', e.options);
    expect(opts.answer().projects.map((p) => p.id)).toEqual([mine.id]);
    const other = all.rows.find((r) => r.id !== mine.id);
    if (other) {
      const shifts = await ctx.call('manager', e.shifts, { query: { period: 'month', date: monthly.period_start, projectId: other.id } });
      expect(shifts.answer().total).toBe(0);
    }
  });

  it("the manager's payment report list: the runs' shifts on their projects only, pay to the cent of the runs; hr sees no pay (seesPayOf)", async () => {
    const byProject = async (role: 'admin' | 'manager' | 'hr') => {
      const res = await ctx.call(role, payRunEndpoints.byProject);
      expect(res.statusCode, res.body).toBe(200);
      return res.answer().items;
    };
    expect((await ctx.call('finance', payRunEndpoints.byProject)).statusCode).toBe(403);
    const all = await byProject('admin');
    expect(all.length).toBeGreaterThan(1);
    // A frozen run's projects sum to its lines' pay exactly (the runs' rounding given back to the shifts).
    const [frozen] = await q<{ id: string; pay: number }>(sql`select pr.id, sum(l.basic_pay_cents + l.overtime_pay_cents + l.rest_day_pay_cents + l.public_holiday_pay_cents)::int as pay
      from pay_runs pr join pay_run_lines l on l.run_id = pr.id where pr.status in ('hr_confirmed', 'finance_approved', 'paid')
      group by pr.id order by pr.period_start desc limit 1`);
    expect(frozen).toBeDefined();
    expect(all.filter((r) => r.runId === frozen!.id).reduce((a, r) => a + r.payCents!, 0)).toBe(frozen!.pay);
    const hr = await byProject('hr');
    expect(hr.map((r) => [r.runId, r.projectId, r.shifts, r.paidMinutes])).toEqual(all.map((r) => [r.runId, r.projectId, r.shifts, r.paidMinutes]));
    expect(hr.every((r) => r.payCents === null)).toBe(true);
    // A manager: only the project they manage, with its pay; none when they manage none.
    const [mgr] = await q<{ id: string }>(sql`select id from users where email = 'manager@example.com'`);
    await q(sql`update projects set manager_id = null`);
    expect(await byProject('manager')).toEqual([]);
    const mine = all[0]!.projectId;
    await q(sql`update projects set manager_id = ${mgr!.id}::uuid where id = ${mine}::uuid`);
    const seen = await byProject('manager');
    expect(seen).toEqual(all.filter((r) => r.projectId === mine));
    expect(seen.every((r) => r.payCents !== null)).toBe(true);
  });

  it('the dashboards agree with the records and the report', async () => {
    const hr = await ctx.call('hr', e.hrDashboard);
    expect(hr.statusCode).toBe(200);
    const h = hr.answer();
    const [counts] = await q<{ pending: number; adj: number; all: number }>(sql`select
      (select count(*)::int from workers where status = 'pending') as pending,
      (select count(*)::int from pay_adjustments where status = 'pending_hr') as adj,
      (select count(*)::int from workers) as all`);
    expect(h.pendingApplications.count).toBe(counts!.pending);
    expect(h.pendingApplications.byAge.reduce((a, b) => a + b.count, 0)).toBe(counts!.pending);
    expect(h.adjustmentsAwaitingHr).toBe(counts!.adj);
    expect(h.workersByStatus.reduce((a, b) => a + b.count, 0)).toBe(counts!.all);
    expect(h.decisionsPerWeek).toHaveLength(12);
    expect(JSON.stringify(h)).not.toMatch(/Cents/); // no money on hr's dashboard

    const fin = await ctx.call('finance', e.financeDashboard);
    expect(fin.statusCode).toBe(200);
    const f = fin.answer();
    expect(f.byMonth).toHaveLength(6);
    // Every month's pay and bill are its monthly report's totals, to the cent: the runs' rounding included.
    for (const m of f.byMonth) {
      const monthly = await report({ period: 'month', date: `${m.month}-01`, by: 'client' });
      expect([m.payCents, m.billCents], m.month).toEqual([monthly.totals.payCents, monthly.totals.billCents]);
    }
    const [rounded] = await q<{ n: number }>(sql`select count(*)::int as n from shift_payment_run_shares
      where rounding_cents <> 0 and date >= ${`${f.byMonth[0]!.month}-01`}::date`);
    expect(rounded!.n, 'a frozen run with rounding in the six months').toBeGreaterThan(0);
    const current = f.byMonth.at(-1)!;
    const r = await report({ period: 'month', date: `${current.month}-01`, by: 'client' });
    expect(new Map(f.marginByClient.map((c) => [c.clientId, c.marginCents]))).toEqual(new Map(r.rows.map((c) => [c.id, c.marginCents])));
  });

  it('the admin dashboard v2 agrees with the records and the monthly report; only admins read it', async () => {
    for (const role of ['manager', 'hr', 'finance'] as const) expect((await ctx.call(role, adminEndpoints.dashboard)).statusCode, role).toBe(403);
    const res = await ctx.call('admin', adminEndpoints.dashboard);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.answer();
    const byStatus = await q<{ status: string; count: number }>(sql`select status, count(*)::int as count from workers group by 1`);
    expect(d.workersByStatus.filter((w) => w.count > 0).sort((a, b) => a.status.localeCompare(b.status))).toEqual(
      byStatus.sort((a, b) => a.status.localeCompare(b.status)),
    );
    expect(d.shiftsFilled.days.map((x) => x.date)[0]).toBe(d.shiftsFilled.from);
    expect(d.shiftsFilled.days).toHaveLength(7);
    const [week] = await q<{ shifts: number; headcount: number }>(sql`select count(*)::int as shifts, coalesce(sum(rs.headcount), 0)::int as headcount
      from roster_shifts rs join rosters r on r.id = rs.roster_id where r.date between ${d.shiftsFilled.from}::date and ${d.shiftsFilled.to}::date`);
    expect(d.shiftsFilled.days.reduce((a, x) => a + x.shifts, 0)).toBe(week!.shifts);
    expect(d.shiftsFilled.days.reduce((a, x) => a + x.headcount, 0)).toBe(week!.headcount);
    for (const x of d.shiftsFilled.days) expect(x.places).toBeLessThanOrEqual(x.headcount);
    // This month's pay and billing are the monthly report's totals, to the cent.
    const r = await report({ period: 'month', date: `${d.payThisMonth.month}-01`, by: 'client' }, 'admin');
    expect(d.payThisMonth).toEqual({
      month: r.start.slice(0, 7),
      shifts: r.totals.shifts,
      payCents: r.totals.payCents,
      billCents: r.totals.billCents,
      marginCents: r.totals.marginCents,
      marginBasisPoints: r.totals.marginBasisPoints,
    });
    expect(d.payThisMonth.shifts).toBeGreaterThan(0);
  });

  it('the working-hours grid: a month of paid minutes per worker per day, totals equal the report, flags where the day is over 12 h', async () => {
    const monthly = runs.find((r) => r.frequency === 'monthly')!;
    const query = { from: monthly.period_start, to: monthly.period_end, pageSize: 100 };
    const res = await ctx.call('finance', e.workingHours, { query });
    expect(res.statusCode, res.body).toBe(200);
    const g = res.answer();
    const r = await report({ period: 'month', date: monthly.period_start, by: 'worker' });
    expect(g.dates[0]).toBe(monthly.period_start);
    expect(g.dates.at(-1)).toBe(monthly.period_end);
    expect(g.total).toBe(r.rows.length);
    expect(g.totalMinutes).toBe(r.totals.paidMinutes);
    expect(new Map(g.rows.map((w) => [w.workerId, w.totalMinutes]))).toEqual(new Map(r.rows.map((w) => [w.id, w.paidMinutes])));
    g.dates.forEach((_d, i) => expect(g.rows.reduce((a, w) => a + w.minutes[i]!, 0)).toBe(g.columnTotals[i]));
    for (const w of g.rows) for (const d of w.overDay) expect(w.minutes[g.dates.indexOf(d)]).toBeGreaterThan(12 * 60);
    for (const w of g.rows) g.dates.forEach((d, i) => expect(w.overDay.includes(d)).toBe(w.minutes[i]! > 12 * 60));
    expect((await ctx.call('hr', e.workingHours, { query })).statusCode).toBe(403);
    const tooLong = await ctx.call('finance', e.workingHours, { query: { from: '2026-01-01', to: '2026-03-31' } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: { fields: Record<string, unknown> } }>().error.fields).toHaveProperty('to');
  });

  it('the working-hours export: every worker, hours per day, row totals and a totals row equal to the grid', async () => {
    const monthly = runs.find((r) => r.frequency === 'monthly')!;
    const range = { from: monthly.period_start, to: monthly.period_end };
    const g = (await ctx.call('finance', e.workingHours, { query: { ...range, pageSize: 100 } })).answer();
    const csv = await ctx.call('finance', e.workingHoursExport, { query: { ...range, format: 'csv' } });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(g.total + 2);
    const header = lines[0]!.split(',');
    expect(header.slice(0, 2)).toEqual(['Name', 'Employee code']);
    expect(header.at(-1)).toBe('Total');
    expect(header).toHaveLength(g.dates.length + 3);
    const total = lines.at(-1)!.split(',');
    expect(total[0]).toBe('Total');
    expect(Math.round(Number(total.at(-1)) * 60)).toBe(g.totalMinutes);
    g.dates.forEach((_d, i) => expect(Math.round(Number(total[i + 2]) * 60)).toBe(g.columnTotals[i]));
    const xlsx = await ctx.call('finance', e.workingHoursExport, { query: { ...range, format: 'xlsx' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(g.total + 2);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(Math.round(Number(ws.getRow(ws.rowCount).getCell(g.dates.length + 3).value) * 60)).toBe(g.totalMinutes);
    expect((await ctx.call('hr', e.workingHoursExport, { query: { ...range, format: 'csv' } })).statusCode).toBe(403);
    // A format the types refuse: sent as it is.
    expect((await ctx.call('finance', 'GET', `/api/reports/working-hours/export?from=${range.from}&to=${range.to}&format=pdf`)).statusCode).toBe(400);
    expect((await ctx.call('finance', e.workingHoursExport, { query: { from: monthly.period_end, to: monthly.period_start, format: 'csv' } })).statusCode).toBe(400);
  });
});
