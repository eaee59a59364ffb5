import { sql, type SQL } from 'drizzle-orm';
import type { Report, ReportQuery, ReportShiftsQuery } from '@wf/shared/contracts/reports/reports';
import { emptyFigures, reportPeriod, totalOf, withMargin, type ReportFigures } from '@wf/shared/domain/reports/report-figures';
import { FROZEN_PAY_RUN_STATUSES } from '@wf/shared/domain/pay/pay-run';
import type { DbOrTx } from '../../db/client.ts';
import type { ShiftPaymentStatus } from '@wf/shared/enums/pay';

/**
 * The monthly and weekly reports (issue #28, docs/decisions/019-reports.md). Pay is the stored
 * shift payments' total with the runs' rounding given back to them (runRounding), so it equals the
 * pay runs to the cent; the bill amount is each payment's pay lines priced at its position's bill
 * rate (billCents in @wf/shared), stored on the payment (BILL_SQL below) and checked against billCents
 * by the API tests. A manager sees only the projects they manage.
 */

/** The statuses whose lines are frozen (FROZEN_PAY_RUN_STATUSES), as an SQL list. */
const FROZEN_STATUSES = sql.join(FROZEN_PAY_RUN_STATUSES.map((st) => sql`${st}`), sql`, `);

/** Who asks: a manager is limited to their projects. */
export interface ReportScope {
  role: string;
  userId: string;
}

/**
 * A payment's bill amount (billCents of its pay lines at its position's bill rate, 1x on a project
 * that bills flat), as stored on it (shift_payments.bill_cents, decision 019, "Stored report figures"):
 * the recompute writes it with the payment, and triggers rewrite it in the transaction that changes a
 * bill rate, a billing mode or a shift's position (the SQL function `shift_payment_bill_cents`, the
 * same rule as billCents). The query must name `sp` (shift_payments).
 */
export const BILL_SQL = sql`sp.bill_cents`;

/**
 * A run line's pay for part-timers' public holidays not worked (decision 026): pay of no shift, so of
 * no project or client; the reports, which count shifts, leave it out of a line's rounding. The
 * query must name `prl` (pay_run_lines).
 */
export const NOT_WORKED_SQL = sql`coalesce((select sum((pl->>'amountCents')::int) from jsonb_array_elements(prl.pay_lines) pl
  where pl->>'kind' in ('public_holiday_not_worked', 'public_holiday_non_working_day')), 0)`;

/**
 * The pay runs' rounding and extras, shift by shift (decision 019, "to the cent"), as stored in
 * `shift_payment_run_shares` when the run froze (computeRunShares below), of the shifts dated in
 * [start, end] (the shares carry their payment's date, so a report hashes its period's shares only,
 * not every frozen run's): one row per shift of a frozen run (id = the shift payment, run_id, adj = its cent of the runs' rounding, adjustments, employer_cpf,
 * sdl = its shares of its line's extras); a shift with no row is provisional (no run, or a draft).
 *
 * The rounding: a frozen run (hr_confirmed, finance_approved, paid) pays a worker's line rounded once
 * per pay line, which differs from the sum of that worker's shift payments by a few cents. The
 * difference is given back one cent per shift, to the worker's shifts of that run in date order (at
 * most one cent a shift: the difference is at most half a cent per shift and per pay line, and a pay
 * line has at least one shift), so a run's shifts sum to its line exactly and every split by project,
 * client or position sums to the runs. Read once per shift (not computed per report: on 150,000 shifts
 * the window functions took most of a report's time, decision 019 "Reports at full size").
 */
export const runShares = (start: string, end: string) => sql`(select s.shift_payment_id as id, s.run_id, s.rounding_cents as adj,
    s.adjustments_cents as adjustments, s.employer_cpf_cents as employer_cpf, s.sdl_cents as sdl from shift_payment_run_shares s
    where s.date between ${start}::date and ${end}::date)`;

/** A shift's pay as the reports count it: its stored pay plus its cent of its run's rounding (alias rr, runShares). */
export const PAY_SQL = sql`(sp.total_cents + coalesce(rr.adj, 0))`;

/** The frozen runs ending in [start, end] (alias pr): a line counts in one period only. */
const frozenRunsEnding = (start: string, end: string) =>
  sql`pr.status in (${FROZEN_STATUSES}) and pr.period_end >= ${start}::date and pr.period_end <= ${end}::date`;

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
 * employer_cpf, sdl, and adj: its cent of the runs' rounding as runRounding gives it) for every shift of
 * the lines `lines` (an SQL `from` naming them prl and their run pr). Computed once, when a run
 * freezes, into shift_payment_run_shares (refreshRunShares): a frozen run's figures do not change.
 */
export function computeRunShares(lines: SQL): SQL {
  const divisor = sql`(case when w.pay_sum = 0 then w.n else w.pay_sum end)`;
  const weight = sql`(case when w.pay_sum = 0 then 1 else w.weight end)`;
  const parts = (k: ExtraKind) => {
    const [total, abs, sgn, fl, rest] = ['total', 'abs', 'sign', 'floor', 'rest'].map((x) => sql.raw(`${k}_${x}`));
    return sql`abs(w.${total}) as ${abs}, sign(w.${total}) as ${sgn}, abs(w.${total}) * ${weight} / ${divisor} as ${fl},
      abs(w.${total}) * ${weight} % ${divisor} as ${rest}`;
  };
  const totals = sql.join(KINDS.map((k) => sql`(${EXTRAS[k]})::bigint as ${sql.raw(`${k}_total`)}`), sql`, `);
  const carried = sql.join(KINDS.map((k) => sql.raw(`r.${k}_total`)), sql`, `);
  // The runs' rounding (runRounding's adj) is worked out here over the same rows, a line's shifts
  // in date order, rather than joined: joined, the planner ran runRounding once per shift (EXPLAIN on
  // the demo: 250 loops of it for 250 shifts), so the cost grew with the square of the shifts.
  return sql`(select e.id, e.date, e.run_id, e.worker_id, e.adj, ${sql.join(KINDS.map(share), sql`, `)}
    from (select w.id, w.date, w.run_id, w.worker_id, w.adj, ${sql.join(KINDS.map(parts), sql`, `)}
      from (select r.id, r.date, r.run_id, r.worker_id, r.adj, ${carried}, greatest(0, r.total_cents + r.adj)::bigint as weight,
          (sum(greatest(0, r.total_cents + r.adj)) over l)::bigint as pay_sum, count(*) over l as n
        from (select x.id, x.date, x.total_cents, prl.run_id, prl.worker_id, ${totals},
            case when row_number() over (partition by prl.run_id, prl.worker_id order by x.date, x.id)
              <= abs(prl.line_pay - sum(x.total_cents) over (partition by prl.run_id, prl.worker_id))
              then sign(prl.line_pay - sum(x.total_cents) over (partition by prl.run_id, prl.worker_id))::bigint else 0 end as adj
          from (select prl.*, prl.basic_pay_cents + prl.overtime_pay_cents + prl.rest_day_pay_cents + prl.public_holiday_pay_cents
              - ${NOT_WORKED_SQL} as line_pay from ${lines}) prl
          join shift_payments x on x.pay_run_id = prl.run_id and x.worker_id = prl.worker_id) r
        window l as (partition by r.run_id, r.worker_id)) w) e)`;
}

/**
 * Stores (or removes) a run's shifts' shares in shift_payment_run_shares, in the caller's transaction:
 * hr confirming a run (it freezes) writes them; sending it back (it thaws) removes them. Whatever the
 * run's status, the table then holds exactly computeRunShares of it when frozen, and nothing when not.
 */
export async function refreshRunShares(tx: DbOrTx, runId: string): Promise<void> {
  await tx.execute(sql`delete from shift_payment_run_shares where run_id = ${runId}::uuid`);
  await tx.execute(sql`insert into shift_payment_run_shares (shift_payment_id, run_id, rounding_cents, adjustments_cents, employer_cpf_cents, sdl_cents, date)
    select x.id, x.run_id, x.adj, x.adjustments, x.employer_cpf, x.sdl, x.date
    from ${computeRunShares(sql`pay_run_lines prl join pay_runs pr on pr.id = prl.run_id
      where pr.id = ${runId}::uuid and pr.status in (${FROZEN_STATUSES})`)} x`);
}

/**
 * The stored shares (shift_payment_run_shares) of the frozen runs overlapping [start, end]: rows (id =
 * a shift payment, run_id, adjustments, employer_cpf, sdl).
 */
export function runExtras(start: string, end: string): SQL {
  return sql`(select s.shift_payment_id as id, s.run_id, s.adjustments_cents as adjustments, s.employer_cpf_cents as employer_cpf,
      s.sdl_cents as sdl from shift_payment_run_shares s join pay_runs pr on pr.id = s.run_id
    where pr.period_end >= ${start}::date and pr.period_start <= ${end}::date)`;
}

/** A shift's employment cost as the reports count it: its pay plus its share of its line's extras (alias rr, runShares). */
export const COST_SQL = sql`(${PAY_SQL} + coalesce(rr.adjustments + rr.employer_cpf + rr.sdl, 0))`;

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
      from pay_run_lines prl join pay_runs pr on pr.id = prl.run_id where ${frozenRunsEnding(start, end)}
      -- offset 0 keeps t a subquery: flattened, each line's exists and holiday sum ran twice (EXPLAIN, decision 019).
      offset 0) t`);
  const r = res.rows[0] as { lines: string | number; cost: string | number };
  return { lines: Number(r.lines), employmentCostCents: Number(r.cost) };
}

type Filters = Pick<ReportShiftsQuery, 'clientId' | 'projectId' | 'position'> & { workerId?: string };

/**
 * The period's payments after the filters and the caller's scope (aliases sp, pp, p, c, w; rr, the
 * runs' rounding and extras (runShares of the period), unless `pay` is off: hours and bill amounts need neither; w
 * unless `workers` is false; c and pp unless `names` is false (pp still when filtered by position; p
 * too unless `projects` is also false and neither a client filter nor a manager's scope needs it):
 * every payment has its worker, project, client and position, so leaving a join out drops no row). The
 * position is the payment's own (position_id, stored with it): no join through its assignment and
 * shift (decision 019, "Stored report figures").
 */
export function shiftSource(
  start: string,
  end: string,
  f: Filters,
  scope: ReportScope,
  opts: { pay: boolean; workers?: boolean; names?: boolean; projects?: boolean } = { pay: true },
): SQL {
  const where: SQL[] = [sql`sp.date between ${start}::date and ${end}::date`];
  if (f.clientId) where.push(sql`p.client_id = ${f.clientId}::uuid`);
  if (f.projectId) where.push(sql`sp.project_id = ${f.projectId}::uuid`);
  if (f.position) where.push(sql`pp.position = ${f.position}`);
  if (f.workerId) where.push(sql`sp.worker_id = ${f.workerId}::uuid`);
  if (scope.role === 'manager') where.push(sql`p.manager_id = ${scope.userId}::uuid`);
  const names = opts.names !== false;
  return sql`shift_payments sp
    ${names || f.position ? sql`join project_positions pp on pp.id = sp.position_id` : sql``}
    ${names || opts.projects !== false || f.clientId || scope.role === 'manager' ? sql`join projects p on p.id = sp.project_id` : sql``}
    ${names ? sql`join clients c on c.id = p.client_id` : sql``}
    ${opts.workers === false ? sql`` : sql`join workers w on w.id = sp.worker_id`}
    ${opts.pay ? sql`left join ${runShares(start, end)} rr on rr.id = sp.id` : sql``}
    where ${sql.join(where, sql` and `)}`;
}

/**
 * A report's grouping: `key` over the shifts (shiftSource's aliases), then `names` joined to the
 * grouped rows (alias x, x.id the key) for the label and detail. Grouping by the bare key first keeps
 * the aggregate narrow (a hash of 15,000 workers' sums, not a sort of 150,000 wide shift rows: decision
 * 019, "Reports at full size").
 */
const GROUPS = {
  worker: { key: sql`sp.worker_id`, names: sql`join workers w on w.id = x.id`, label: sql`w.client_name`, detail: sql`w.employee_code` },
  project: {
    key: sql`sp.project_id`,
    names: sql`join projects p on p.id = x.id join clients c on c.id = p.client_id`,
    label: sql`p.code || ' ' || p.name`,
    detail: sql`c.name`,
  },
  client: { key: sql`p.client_id`, names: sql`join clients c on c.id = x.id`, label: sql`c.name`, detail: sql`null::text` },
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
  count(*) filter (where rr.id is null) as provisional`;
const COSTED = { pay: true };

/** The report: one row per worker, project or client with the period's figures, and their totals. */
export async function buildReport(db: DbOrTx, q: ReportQuery, scope: ReportScope): Promise<Report> {
  const { start, end } = reportPeriod(q.period, q.date);
  const g = GROUPS[q.by];
  const [res, off] = await Promise.all([
    db.execute(sql`select x.id::text as id, ${g.label} as label, ${g.detail} as detail, x.shifts, x.paid, x.ot, x.pay, x.bill, x.cost, x.provisional
      from (select ${g.key} as id, ${SUMS} from ${shiftSource(start, end, q, scope, { pay: true, workers: false, names: false, projects: q.by === 'client' })} group by 1) x
      ${g.names}
      order by lower(${g.label}), 1`),
    isWhole(q, scope) ? notOnShift(db, start, end) : NONE_OFF_SHIFT,
  ]);
  const rows = (res.rows as (SumRow & { id: string; label: string; detail: string | null })[]).map((r) => ({
    id: r.id,
    label: r.label,
    detail: r.detail,
    ...figuresOf(r),
  }));
  const totals = totalOf([...rows, offShiftFigures(off)]);
  return { period: q.period, start, end, by: q.by, rows, notOnShift: off, totals };
}

const NONE_OFF_SHIFT = { lines: 0, employmentCostCents: 0 };
/** Cost on no shift belongs to no worker, client, project or position: only the whole business's report holds it. */
const isWhole = (q: Filters, scope: ReportScope) =>
  !q.clientId && !q.projectId && !q.position && !q.workerId && scope.role !== 'manager';
const offShiftFigures = (off: { employmentCostCents: number }): ReportFigures => ({
  ...emptyFigures(),
  employmentCostCents: off.employmentCostCents,
});

/**
 * The shifts behind a row (or the totals): one page, and the figures of all of them. The totals'
 * drill-down of the whole business's report adds the cost on no shift, as the report's totals do.
 */
export async function reportShifts(db: DbOrTx, q: ReportShiftsQuery, scope: ReportScope) {
  const { start, end } = reportPeriod(q.period, q.date);
  const source = shiftSource(start, end, q, scope, COSTED);
  const off = isWhole(q, scope) ? await notOnShift(db, start, end) : NONE_OFF_SHIFT;
  const [sums, page] = await Promise.all([
    db.execute(sql`select ${SUMS} from ${source}`),
    db.execute(sql`select sp.id, sp.date::text as date, w.id as worker_id, w.client_name as worker_name, w.employee_code, p.code || ' ' || p.name as project_name,
        c.name as client_name, pp.position, sp.day_kind, sp.status, sp.worked_minutes, sp.overtime_minutes, ${PAY_SQL}::int as total_cents, ${BILL_SQL} as bill,
        ${COST_SQL}::int as cost, rr.id is null as provisional
      from ${source}
      order by sp.date, lower(w.client_name), sp.id
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
  ]);
  const shiftTotals = figuresOf(sums.rows[0] as SumRow);
  const totals: ReportFigures = totalOf([shiftTotals, offShiftFigures(off)]);
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
    status: ShiftPaymentStatus;
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
  return { items, total: totals.shifts, page: q.page, pageSize: q.pageSize, notOnShift: off, totals };
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
