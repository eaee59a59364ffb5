import { sql, type SQL } from 'drizzle-orm';
import type { Report, ReportQuery, ReportShiftsQuery } from '@wf/shared/contracts/reports/reports';
import { emptyFigures, reportPeriod, totalOf, withMargin, type ReportFigures } from '@wf/shared/domain/reports/report-figures';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The monthly and weekly reports (issue #28, docs/decisions/019-reports.md). Pay is the stored
 * shift payments' total with the runs' rounding given back to them (runRounding), so it equals the
 * pay runs to the cent; the bill amount is each payment's pay lines priced
 * at its position's bill rate (billCents in @wf/shared, mirrored by BILL_SQL below and checked
 * against it by the API test). A manager sees only the projects they manage.
 */

/** Who asks: a manager is limited to their projects. */
export interface ReportScope {
  role: string;
  userId: string;
}

/**
 * billCents of one payment in SQL: per pay line, round half up of minutes x bill rate x multiplier
 * / 60000, in bigint (all terms are non-negative, so integer division is floor); the multiplier is 1x
 * on a project that bills flat (projects.billing_mode). The query must name `sp` (shift_payments),
 * `pp` (project_positions) and `p` (projects).
 */
export const BILL_SQL = sql`(select coalesce(sum((2 * (l->>'minutes')::bigint * pp.bill_rate_cents
    * (case when p.billing_mode = 'flat' then 1000 else (l->>'multiplier')::bigint end) + 60000) / 120000), 0)
  from jsonb_array_elements(sp.lines) l)::bigint`;

/**
 * A run line's pay for part-timers' public holidays not worked (decision 026): pay of no shift, so of
 * no project or client; the reports, which count shifts, leave it out of a line's rounding. The
 * query must name `prl` (pay_run_lines).
 */
export const NOT_WORKED_SQL = sql`coalesce((select sum((pl->>'amountCents')::int) from jsonb_array_elements(prl.pay_lines) pl
  where pl->>'kind' = 'public_holiday_not_worked'), 0)`;

/**
 * The pay runs' rounding, shift by shift (decision 019, "to the cent"): a frozen run (hr_confirmed,
 * finance_approved, paid) pays a worker's line rounded once per pay line, which differs from the sum
 * of that worker's shift payments by a few cents. The difference is given back one cent per shift,
 * to the worker's shifts of that run in date order (at most one cent a shift: the difference is at
 * most half a cent per shift and per pay line, and a pay line has at least one shift), so a run's
 * shifts sum to its line exactly and every split by project, client or position sums to the runs.
 * Rows (rr.id = a shift payment, rr.adj = -1, 0 or 1 cent) for the runs overlapping [start, end].
 */
export function runRounding(start: string, end: string): SQL {
  return sql`(select x.id, case when row_number() over (partition by x.pay_run_id, x.worker_id order by x.date, x.id) <= abs(d.delta)
        then sign(d.delta)::bigint else 0 end as adj
      from shift_payments x
      join (select prl.run_id, prl.worker_id,
          (prl.basic_pay_cents + prl.overtime_pay_cents + prl.rest_day_pay_cents + prl.public_holiday_pay_cents
            - ${NOT_WORKED_SQL}) - s.cents as delta
        from pay_run_lines prl
        join pay_runs pr on pr.id = prl.run_id
        join (select y.pay_run_id, y.worker_id, sum(y.total_cents) as cents from shift_payments y
          join pay_runs yr on yr.id = y.pay_run_id
          where yr.period_end >= ${start}::date and yr.period_start <= ${end}::date group by 1, 2) s
          on s.pay_run_id = prl.run_id and s.worker_id = prl.worker_id
        where pr.status in ('hr_confirmed', 'finance_approved', 'paid') and pr.period_end >= ${start}::date and pr.period_start <= ${end}::date) d
        on d.run_id = x.pay_run_id and d.worker_id = x.worker_id and d.delta <> 0)`;
}

/** A shift's pay as the reports count it: its stored pay plus its cent of its run's rounding (alias rr). */
export const PAY_SQL = sql`(sp.total_cents + coalesce(rr.adj, 0))`;

/** The frozen runs' lines overlapping [start, end] (alias prl; pr their runs). */
const frozenLines = (start: string, end: string) => sql`pay_run_lines prl join pay_runs pr on pr.id = prl.run_id
  where pr.status in ('hr_confirmed', 'finance_approved', 'paid') and pr.period_end >= ${start}::date and pr.period_start <= ${end}::date`;

/** A line's extras (decision 019, "Margin after employment costs"): the parts `shiftExtras` spreads. */
const EXTRAS = {
  adjustments: sql`prl.allowance_cents + prl.other_addition_cents + prl.reimbursement_cents - prl.deduction_cents`,
  employer_cpf: sql`prl.employer_cpf_cents`,
  sdl: sql`prl.sdl_cents`,
} as const;
type ExtraKind = keyof typeof EXTRAS;
const KINDS = Object.keys(EXTRAS) as ExtraKind[];

/**
 * One part of a line's extras, largest remainder in SQL (allocateCents): |extra| x weight / weights
 * floored, one cent more to the |extra| - sum(floors) shifts with the largest remainders (ties to the
 * earlier shift by date, id), the sign given back. Reads the columns of the inner query of runExtras.
 */
const share = (k: ExtraKind) => {
  const [abs, sgn, fl, rest] = ['abs', 'sign', 'floor', 'rest'].map((x) => sql.raw(`e.${k}_${x}`));
  return sql`${sgn} * (${fl} + case when row_number() over (partition by e.run_id, e.worker_id order by ${rest} desc, e.date, e.id)
      <= ${abs} - sum(${fl}) over (partition by e.run_id, e.worker_id) then 1 else 0 end)::bigint as ${sql.raw(k)}`;
};

/**
 * Each shift of a frozen run's share of its pay-run line's extras (allowances + other additions +
 * reimbursements - deductions, employer CPF, SDL), split over the line's shifts in proportion to
 * their pay with the runs' rounding (equally when that is all zero), by the largest-remainder rule of
 * `shiftExtras` in @wf/shared/domain/reports/employment-cost.ts, so a line's shifts sum to it exactly
 * and every split sums to the runs. Rows (id = a shift payment, run_id, worker_id, adjustments,
 * employer_cpf, sdl) for every shift of the frozen runs overlapping [start, end]; a shift with no row
 * is provisional (no run, or a draft).
 */
export function runExtras(start: string, end: string): SQL {
  const divisor = sql`(case when w.pay_sum = 0 then w.n else w.pay_sum end)`;
  const weight = sql`(case when w.pay_sum = 0 then 1 else w.weight end)`;
  const parts = (k: ExtraKind) => {
    const [total, abs, sgn, fl, rest] = ['total', 'abs', 'sign', 'floor', 'rest'].map((x) => sql.raw(`${k}_${x}`));
    return sql`abs(w.${total}) as ${abs}, sign(w.${total}) as ${sgn}, abs(w.${total}) * ${weight} / ${divisor} as ${fl},
      abs(w.${total}) * ${weight} % ${divisor} as ${rest}`;
  };
  const totals = sql.join(KINDS.map((k) => sql`(${EXTRAS[k]})::bigint as ${sql.raw(`${k}_total`)}`), sql`, `);
  return sql`(select e.id, e.run_id, e.worker_id, ${sql.join(KINDS.map(share), sql`, `)}
    from (select w.id, w.date, w.run_id, w.worker_id, ${sql.join(KINDS.map(parts), sql`, `)}
      from (select x.id, x.date, prl.run_id, prl.worker_id, ${totals},
          greatest(0, x.total_cents + coalesce(rr.adj, 0))::bigint as weight,
          (sum(greatest(0, x.total_cents + coalesce(rr.adj, 0))) over l)::bigint as pay_sum, count(*) over l as n
        from (select prl.* from ${frozenLines(start, end)}) prl
        join shift_payments x on x.pay_run_id = prl.run_id and x.worker_id = prl.worker_id
        left join ${runRounding(start, end)} rr on rr.id = x.id
        window l as (partition by prl.run_id, prl.worker_id)) w) e)`;
}

/** A shift's employment cost as the reports count it: its pay plus its share of its line's extras (alias rx). */
export const COST_SQL = sql`(${PAY_SQL} + coalesce(rx.adjustments + rx.employer_cpf + rx.sdl, 0))`;

/**
 * The period's cost on no shift (decision 019): frozen lines of runs ending in [start, end] with no
 * shift (their pay and extras), and the public holidays not worked of the others (decision 026).
 */
async function notOnShift(db: DbOrTx, start: string, end: string) {
  const res = await db.execute(sql`select count(*) filter (where not t.on_shift or t.not_worked <> 0) as lines,
      coalesce(sum(case when t.on_shift then t.not_worked else t.pay + t.extras end), 0) as cost
    from (select exists (select 1 from shift_payments y where y.pay_run_id = prl.run_id and y.worker_id = prl.worker_id) as on_shift,
        ${NOT_WORKED_SQL} as not_worked,
        prl.basic_pay_cents + prl.overtime_pay_cents + prl.rest_day_pay_cents + prl.public_holiday_pay_cents as pay,
        ${sql.join(KINDS.map((k) => EXTRAS[k]), sql` + `)} as extras
      from ${frozenLines(start, end)} and pr.period_end <= ${end}::date) t`);
  const r = res.rows[0] as { lines: string | number; cost: string | number };
  return { lines: Number(r.lines), employmentCostCents: Number(r.cost) };
}

type Filters = Pick<ReportShiftsQuery, 'clientId' | 'projectId' | 'position'> & { workerId?: string };

/**
 * The period's payments after the filters and the caller's scope (aliases sp, pp, p, c, w; rr, the
 * runs' rounding, unless `pay` is off: hours and bill amounts need no pay; rx, the runs' extras, when
 * `cost` is on).
 */
export function shiftSource(start: string, end: string, f: Filters, scope: ReportScope, opts: { pay: boolean; cost?: boolean } = { pay: true }): SQL {
  const where: SQL[] = [sql`sp.date between ${start}::date and ${end}::date`];
  if (f.clientId) where.push(sql`p.client_id = ${f.clientId}::uuid`);
  if (f.projectId) where.push(sql`sp.project_id = ${f.projectId}::uuid`);
  if (f.position) where.push(sql`pp.position = ${f.position}`);
  if (f.workerId) where.push(sql`sp.worker_id = ${f.workerId}::uuid`);
  if (scope.role === 'manager') where.push(sql`p.manager_id = ${scope.userId}::uuid`);
  return sql`shift_payments sp
    join roster_assignments ra on ra.id = sp.assignment_id
    join roster_shifts rs on rs.id = ra.shift_id
    join project_positions pp on pp.id = rs.position_id
    join projects p on p.id = sp.project_id
    join clients c on c.id = p.client_id
    join workers w on w.id = sp.worker_id
    ${opts.pay ? sql`left join ${runRounding(start, end)} rr on rr.id = sp.id` : sql``}
    ${opts.pay && opts.cost ? sql`left join ${runExtras(start, end)} rx on rx.id = sp.id` : sql``}
    where ${sql.join(where, sql` and `)}`;
}

const GROUPS = {
  worker: { key: sql`w.id`, label: sql`w.client_name`, detail: sql`w.employee_code` },
  project: { key: sql`p.id`, label: sql`p.code || ' ' || p.name`, detail: sql`c.name` },
  client: { key: sql`c.id`, label: sql`c.name`, detail: sql`null::text` },
} as const;

type Num = string | number;
type SumRow = { shifts: Num; paid: Num; ot: Num; pay: Num; bill: Num; cost: Num; provisional: Num };
const figuresOf = (r: SumRow) =>
  withMargin({
    shifts: Number(r.shifts),
    paidMinutes: Number(r.paid),
    overtimeMinutes: Number(r.ot),
    payCents: Number(r.pay),
    billCents: Number(r.bill),
    employmentCostCents: Number(r.cost),
    provisionalShifts: Number(r.provisional),
  });

const SUMS = sql`count(*) as shifts, coalesce(sum(sp.worked_minutes), 0) as paid, coalesce(sum(sp.overtime_minutes), 0) as ot,
  coalesce(sum(${PAY_SQL}), 0) as pay, coalesce(sum(${BILL_SQL}), 0) as bill, coalesce(sum(${COST_SQL}), 0) as cost,
  count(*) filter (where rx.id is null) as provisional`;
const COSTED = { pay: true, cost: true };

/** The report: one row per worker, project or client with the period's figures, and their totals. */
export async function buildReport(db: DbOrTx, q: ReportQuery, scope: ReportScope): Promise<Report> {
  const { start, end } = reportPeriod(q.period, q.date);
  const g = GROUPS[q.by];
  const res = await db.execute(sql`select ${g.key}::text as id, ${g.label} as label, ${g.detail} as detail, ${SUMS}
    from ${shiftSource(start, end, q, scope, COSTED)}
    group by 1, 2, 3 order by lower(${g.label}), 1`);
  const rows = (res.rows as (SumRow & { id: string; label: string; detail: string | null })[]).map((r) => ({
    id: r.id,
    label: r.label,
    detail: r.detail,
    ...figuresOf(r),
  }));
  // Cost on no shift belongs to no client, project or position: only the whole business's report holds it.
  const whole = !q.clientId && !q.projectId && !q.position && scope.role !== 'manager';
  const off = whole ? await notOnShift(db, start, end) : { lines: 0, employmentCostCents: 0 };
  const totals = totalOf([...rows, { ...emptyFigures(), employmentCostCents: off.employmentCostCents }]);
  return { period: q.period, start, end, by: q.by, rows, notOnShift: off, totals };
}

/** The shifts behind a row (or the totals): one page, and the figures of all of them. */
export async function reportShifts(db: DbOrTx, q: ReportShiftsQuery, scope: ReportScope) {
  const { start, end } = reportPeriod(q.period, q.date);
  const source = shiftSource(start, end, q, scope, COSTED);
  const [sums, page] = await Promise.all([
    db.execute(sql`select ${SUMS} from ${source}`),
    db.execute(sql`select sp.id, sp.date::text as date, w.id as worker_id, w.client_name as worker_name, w.employee_code, p.code || ' ' || p.name as project_name,
        c.name as client_name, pp.position, sp.day_kind, sp.status, sp.worked_minutes, sp.overtime_minutes, ${PAY_SQL}::int as total_cents, ${BILL_SQL} as bill,
        ${COST_SQL}::int as cost, rx.id is null as provisional
      from ${source}
      order by sp.date, lower(w.client_name), sp.id
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
  ]);
  const totals: ReportFigures = figuresOf(sums.rows[0] as SumRow);
  type Row = {
    id: string;
    date: string;
    worker_id: string;
    worker_name: string;
    employee_code: string | null;
    project_name: string;
    client_name: string;
    position: string;
    day_kind: 'normal' | 'rest_day' | 'public_holiday';
    status: 'open' | 'locked';
    worked_minutes: number;
    overtime_minutes: number;
    total_cents: number;
    bill: string | number;
    cost: number;
    provisional: boolean;
  };
  const items = (page.rows as Row[]).map((r) => {
    const f = figuresOf({ shifts: 1, paid: r.worked_minutes, ot: r.overtime_minutes, pay: r.total_cents, bill: r.bill, cost: r.cost, provisional: r.provisional ? 1 : 0 });
    return {
      id: r.id,
      date: r.date,
      workerId: r.worker_id,
      workerName: r.worker_name,
      employeeCode: r.employee_code,
      projectName: r.project_name,
      clientName: r.client_name,
      position: r.position,
      dayKind: r.day_kind,
      status: r.status,
      paidMinutes: f.paidMinutes,
      overtimeMinutes: f.overtimeMinutes,
      payCents: f.payCents,
      billCents: f.billCents,
      employmentCostCents: f.employmentCostCents,
      provisionalShifts: f.provisionalShifts,
      marginCents: f.marginCents,
      marginBasisPoints: f.marginBasisPoints,
      spreadCents: f.spreadCents,
    };
  });
  return { items, total: totals.shifts, page: q.page, pageSize: q.pageSize, totals };
}

/** The filter options: clients and projects in the caller's scope, and the positions of those projects. */
export async function reportOptions(db: DbOrTx, scope: ReportScope) {
  const mine = scope.role === 'manager' ? sql`where p.manager_id = ${scope.userId}::uuid` : sql``;
  const projects = await db.execute(sql`select p.id, p.code, p.name, p.client_id, c.name as client_name from projects p join clients c on c.id = p.client_id ${mine}
    order by lower(c.name), p.code`);
  const positions = await db.execute(sql`select distinct pp.position from project_positions pp join projects p on p.id = pp.project_id ${mine} order by 1`);
  const rows = projects.rows as { id: string; code: string; name: string; client_id: string; client_name: string }[];
  const clients = new Map(rows.map((r) => [r.client_id, r.client_name]));
  return {
    clients: [...clients].map(([id, name]) => ({ id, name })),
    projects: rows.map((r) => ({ id: r.id, name: r.name, code: r.code, clientId: r.client_id })),
    positions: (positions.rows as { position: string }[]).map((r) => r.position),
  };
}
