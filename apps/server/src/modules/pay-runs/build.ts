import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { computeCpf, computeSdl, cpfStatusOf, type CpfStatus } from '@wf/shared/domain/pay/cpf';
import {
  type EarlierInMonth,
  FROZEN_PAY_RUN_STATUSES,
  lineContributions,
  netPayCents,
  NOTHING_EARLIER,
  payRunLineAmounts,
  payRunPeriod,
  type PayRunAdjustmentItem,
  type PayRunHolidayItem,
  type PayRunHolidayUnpaid,
  type PayRunShiftItem,
  type PayRunStoredShift,
} from '@wf/shared/domain/pay/pay-run';
import { encashedHolidayRateCents, partTimeHolidays, publicHolidayNotWorkedLine } from '@wf/shared/domain/pay/part-time';
import { EMPLOYED_WORKER_STATUSES } from '@wf/shared/domain/workers/status-machine';
import type { DbOrTx } from '../../db/client.ts';
import { sqlList } from '../../db/enum-column.ts';
import { arrayLiteral } from '../../db/insert-many.ts';
import { getPaySettings, isPartTimeEmployee, partTimeRulesOf } from '../pay/index.ts';
import { holidaysBetween } from '../public-holidays/index.ts';
import {
  payAdjustments,
  payRunLines,
  payRuns,
  projectPositions,
  projects,
  rosterAssignments,
  rosterShifts,
  shiftPayments,
  workers,
  type PayRunDiffFigures,
} from '../../db/schema/index.ts';

/** A line as the build makes it (the row of pay_run_lines without its id). */
export type BuiltLine = Omit<typeof payRunLines.$inferInsert, 'id'> & {
  workerName: string;
  employeeCode: string | null;
  grossCents: number;
  netCents: number;
  employeeCpfCents: number;
  employerCpfCents: number;
  sdlCents: number;
  hasBankDetails: boolean;
  items: { shifts: PayRunStoredShift[]; adjustments: PayRunAdjustmentItem[]; holidays?: PayRunHolidayItem[]; holidaysUnpaid?: PayRunHolidayUnpaid[] };
};

export interface RunTotals {
  workerCount: number;
  grossCents: number;
  employeeCpfCents: number;
  employerCpfCents: number;
  sdlCents: number;
  netCents: number;
  blockingWorkers: number;
}

type RunRef = { id: string; periodStart: string; periodEnd: string; cpfMonth: string };

/** The advisory lock that serialises the claims of pay runs (issue #16): no two builds interleave. */
const CLAIM_LOCK = 160_016;

/**
 * Gives the run every shift payment of its period (by date) and every approved adjustment effective
 * in it that no other run holds, after letting go of what it held (a draft's open payments).
 */
export async function claimItems(tx: DbOrTx, run: RunRef): Promise<void> {
  // Two runs of different frequencies may cover the same days: one claims at a time, so their
  // UPDATEs never wait on each other's rows in opposite orders (a deadlock).
  await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
  // Only the rows whose membership changes are written (a regeneration touches few).
  const inPeriod = (column: typeof shiftPayments.date | typeof payAdjustments.effectiveDate) =>
    sql`(${column} between ${run.periodStart} and ${run.periodEnd})`;
  const spIn = inPeriod(shiftPayments.date);
  await tx
    .update(shiftPayments)
    .set({ payRunId: sql`case when ${spIn} then ${run.id}::uuid else null end` })
    .where(or(and(eq(shiftPayments.payRunId, run.id), sql`not ${spIn}`), and(isNull(shiftPayments.payRunId), spIn)));
  const adjIn = sql`(${inPeriod(payAdjustments.effectiveDate)} and ${payAdjustments.status} = 'approved')`;
  await tx
    .update(payAdjustments)
    .set({ payRunId: sql`case when ${adjIn} then ${run.id}::uuid else null end` })
    .where(or(and(eq(payAdjustments.payRunId, run.id), sql`not ${adjIn}`), and(isNull(payAdjustments.payRunId), adjIn)));
}

/**
 * The run's lines from what it holds: one per worker, CPF by the month-to-date rule. `preview`: from
 * what claimItems would give it now (its own and the period's unheld items), read only, nothing claimed
 * (the staleness check of a draft).
 */
export async function buildLines(tx: DbOrTx, run: RunRef, preview = false): Promise<BuiltLine[]> {
  const inPeriod = (column: typeof shiftPayments.date | typeof payAdjustments.effectiveDate) => sql`${column} between ${run.periodStart} and ${run.periodEnd}`;
  const shiftsOfRun = preview
    ? and(or(eq(shiftPayments.payRunId, run.id), isNull(shiftPayments.payRunId)), inPeriod(shiftPayments.date))
    : eq(shiftPayments.payRunId, run.id);
  const adjustmentsOfRun = preview
    ? and(or(eq(payAdjustments.payRunId, run.id), isNull(payAdjustments.payRunId)), inPeriod(payAdjustments.effectiveDate), eq(payAdjustments.status, 'approved'))
    : eq(payAdjustments.payRunId, run.id);
  const [shiftRows, adjustmentRows] = await Promise.all([
    tx
      .select({
        id: shiftPayments.id,
        workerId: shiftPayments.workerId,
        date: shiftPayments.date,
        projectName: projects.name,
        position: projectPositions.position,
        workedMinutes: shiftPayments.workedMinutes,
        overtimeMinutes: shiftPayments.overtimeMinutes,
        dayKind: shiftPayments.dayKind,
        totalCents: shiftPayments.totalCents,
        lines: shiftPayments.lines,
        holidayAbsentOn: shiftPayments.holidayAbsentOn,
      })
      .from(shiftPayments)
      .innerJoin(projects, eq(projects.id, shiftPayments.projectId))
      .innerJoin(rosterAssignments, eq(rosterAssignments.id, shiftPayments.assignmentId))
      .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
      .innerJoin(projectPositions, eq(projectPositions.id, rosterShifts.positionId))
      .where(shiftsOfRun)
      .orderBy(shiftPayments.date, shiftPayments.id),
    tx
      .select({
        id: payAdjustments.id,
        workerId: payAdjustments.workerId,
        category: payAdjustments.category,
        amountCents: payAdjustments.amountCents,
        reason: payAdjustments.reason,
        effectiveDate: payAdjustments.effectiveDate,
      })
      .from(payAdjustments)
      .where(adjustmentsOfRun)
      .orderBy(payAdjustments.effectiveDate, payAdjustments.id),
  ]);
  const byWorker = new Map<string, { shifts: PayRunShiftItem[]; adjustments: PayRunAdjustmentItem[]; holidays: PayRunHolidayItem[]; holidaysUnpaid: PayRunHolidayUnpaid[] }>();
  const itemsOf = (workerId: string) => {
    let it = byWorker.get(workerId);
    if (!it) byWorker.set(workerId, (it = { shifts: [], adjustments: [], holidays: [], holidaysUnpaid: [] }));
    return it;
  };
  for (const s of shiftRows)
    itemsOf(s.workerId).shifts.push({
      shiftPaymentId: s.id,
      date: s.date,
      projectName: s.projectName,
      position: s.position,
      workedMinutes: s.workedMinutes,
      overtimeMinutes: s.overtimeMinutes,
      dayKind: s.dayKind,
      totalCents: s.totalCents,
      lines: s.lines,
    });
  // A part-timer's public holiday worked after or before an unexcused absence (decision 026): the shift
  // pays the work at the ordinary rate; the line says the holiday's pay is forfeited and why.
  const forfeited = shiftRows.filter((s) => s.holidayAbsentOn !== null);
  if (forfeited.length) {
    const names = new Map((await holidaysBetween(tx, run.periodStart, run.periodEnd)).map((h) => [h.date, h.name]));
    for (const s of forfeited)
      itemsOf(s.workerId).holidaysUnpaid.push({ date: s.date, name: names.get(s.date) ?? '', reason: 'absent', absentOn: s.holidayAbsentOn!, worked: true });
  }
  for (const a of adjustmentRows)
    itemsOf(a.workerId).adjustments.push({ adjustmentId: a.id, category: a.category, amountCents: a.amountCents, reason: a.reason, effectiveDate: a.effectiveDate });
  for (const [workerId, h] of await partTimeHolidayItems(tx, run)) {
    // A holiday paid on no line is told on a line the worker has anyway: never a S$0.00 line of its own.
    if (!h.paid.length && !byWorker.has(workerId)) continue;
    const it = itemsOf(workerId);
    it.holidays.push(...h.paid);
    it.holidaysUnpaid.push(...h.unpaid);
  }
  if (!byWorker.size) return [];

  const ids = [...byWorker.keys()];
  const [people, earlierRows] = await Promise.all([
    tx
      .select({
        id: workers.id,
        name: workers.name,
        employeeCode: workers.employeeCode,
        engagementType: workers.engagementType,
        nationality: workers.nationality,
        dateOfBirth: workers.dateOfBirth,
        prStartDate: workers.prStartDate,
        bankName: workers.bankName,
        hasBank: sql<boolean>`(coalesce(trim(${workers.bankName}), '') <> '' and coalesce(trim(${workers.bankAcc}), '') <> '')`,
      })
      .from(workers)
      .where(inArray(workers.id, ids)),
    // What the month's earlier frozen runs counted and took, per worker and calendar month of the run's days.
    tx.execute(sql`
      select l.worker_id, m->>'month' as month,
        sum((m->>'ordinaryWageCents')::int)::int as ow, sum((m->>'additionalWageCents')::int)::int as aw,
        sum((m->>'employeeCpfCents')::int)::int as ee, sum((m->>'employerCpfCents')::int)::int as er,
        sum((m->>'sdlCents')::int)::int as sdl
      from ${payRunLines} l
      join ${payRuns} r on r.id = l.run_id
      cross join lateral jsonb_array_elements(l.cpf_months) m
      where r.id <> ${run.id} and r.status in (${sql.join(FROZEN_PAY_RUN_STATUSES.map((st) => sql`${st}`), sql`, `)})
        and r.period_start <= ${payRunPeriod('monthly', run.periodEnd).periodEnd} and r.period_end >= ${payRunPeriod('monthly', run.periodStart).periodStart}
        and m->>'month' between ${run.periodStart.slice(0, 7)} and ${run.periodEnd.slice(0, 7)}
      group by 1, 2`),
  ]);
  const earlier = new Map<string, EarlierInMonth>();
  for (const e of earlierRows.rows as { worker_id: string; month: string; ow: number; aw: number; ee: number; er: number; sdl: number }[])
    earlier.set(`${e.worker_id}|${e.month}`, { ordinaryWageCents: e.ow, additionalWageCents: e.aw, employeeCpfCents: e.ee, employerCpfCents: e.er, sdlCents: e.sdl });

  return people.map((w): BuiltLine => {
    const items = byWorker.get(w.id)!;
    const amounts = payRunLineAmounts(items.shifts, items.adjustments, run.periodEnd, items.holidays);
    const stored = {
      shifts: items.shifts.map(({ lines: _lines, ...shift }): PayRunStoredShift => shift),
      adjustments: items.adjustments,
      ...(items.holidays.length ? { holidays: items.holidays } : {}),
      ...(items.holidaysUnpaid.length ? { holidaysUnpaid: items.holidaysUnpaid } : {}),
    };
    const cpfStatus: CpfStatus = cpfStatusOf(w.nationality);
    const employee = w.engagementType === 'employee';
    const cpfApplies = employee && cpfStatus !== 'foreigner';
    let ageBand: string | null = null;
    let prYear: number | null = null;
    const { parts, ...c } = lineContributions(amounts.cpfWages, (month) => earlier.get(`${w.id}|${month}`) ?? NOTHING_EARLIER, {
      cpf: (month, ordinaryWageCents, additionalWageCents) => {
        if (!cpfApplies) return null;
        const r = computeCpf({ month, dateOfBirth: w.dateOfBirth, status: cpfStatus, prStartDate: w.prStartDate, ordinaryWageCents, additionalWageCents });
        ageBand = r.ageBand;
        prYear = r.prYear;
        return r.applies ? r : { employeeCents: 0, employerCents: 0 };
      },
      sdl: (month, wages) => (employee ? computeSdl(wages, month) : 0),
    });
    const { cpfWages: _wages, ...figures } = amounts;
    const netCents = netPayCents(amounts, c.employeeCpfCents);
    return {
      runId: run.id,
      workerId: w.id,
      workerName: w.name,
      employeeCode: w.employeeCode,
      engagementType: w.engagementType,
      cpfStatus,
      ageBand,
      prYear,
      ...figures,
      ...c,
      cpfMonths: parts,
      netCents,
      hasBankDetails: w.hasBank,
      bankName: w.bankName,
      items: stored,
    };
  });
}

/**
 * A part-time employee's public holidays of the run's period that they did not work (decision 026),
 * per worker: each paid the pro-rated holiday on a line of its own (on a usual working day, or on a
 * day they are not required to work unless the pay settings give a day off in substitution), or
 * listed as not paid and why (the contract encashes the holidays into the rate; a no-show on the
 * working day immediately before or after). Only workers of the part-time employment type engaged as
 * employees, with usual days recorded, employed on the day (active, or discharged with a later last
 * working day); a holiday another run already holds (paid or not) is left out: never paid twice. The
 * rate is the worker's own hourly rate, else the rate of their latest shift payment before the
 * holiday, else of their first one after it in the period; with none, nothing is paid.
 */
async function partTimeHolidayItems(tx: DbOrTx, run: RunRef): Promise<Map<string, { paid: PayRunHolidayItem[]; unpaid: PayRunHolidayUnpaid[] }>> {
  const out = new Map<string, { paid: PayRunHolidayItem[]; unpaid: PayRunHolidayUnpaid[] }>();
  // The working day before the period's first holiday or after its last may lie outside the period (two weeks either side).
  const [settings, holidays] = await Promise.all([getPaySettings(tx), holidaysBetween(tx, addDays(run.periodStart, -14), addDays(run.periodEnd, 14))]);
  const inPeriod = holidays.filter((h) => h.date >= run.periodStart && h.date <= run.periodEnd);
  if (!inPeriod.length || !settings.partTimeMinimums) return out;
  const dates = holidays.map((h) => h.date);
  const names = new Map(holidays.map((h) => [h.date, h.name]));
  const candidates = (
    await tx.execute(sql`
      select w.id, w.type_of_employment as employment, w.engagement_type as engagement, w.part_time_usual_days as days,
        w.part_time_day_minutes as pt_day, w.part_time_week_minutes as pt_week, w.part_time_holidays_encashed as encashed,
        w.hourly_rate_cents as rate, w.last_working_day::text as last_day,
        coalesce((select array_agg(sp.date::text) from shift_payments sp
          where sp.worker_id = w.id and sp.date = any(${arrayLiteral(dates)}::date[])), '{}') as worked,
        coalesce((select array_agg(h->>'date') from pay_run_lines l
          cross join lateral jsonb_array_elements(coalesce(l.items->'holidays', '[]'::jsonb) || coalesce(l.items->'holidaysUnpaid', '[]'::jsonb)) h
          where l.worker_id = w.id and l.run_id <> ${run.id} and h->>'date' between ${run.periodStart} and ${run.periodEnd}), '{}') as held,
        -- No-shows near the period not excused (absent without consent or reasonable excuse, s.88(3)).
        coalesce((select array_agg(distinct r.date::text) from roster_attendance t
          join roster_assignments a on a.id = t.assignment_id join roster_shifts s on s.id = a.shift_id join rosters r on r.id = s.roster_id
          where a.worker_id = w.id and t.status = 'no_show' and t.absence_excuse is null
            and r.date between ${addDays(run.periodStart, -14)}::date and ${addDays(run.periodEnd, 14)}::date), '{}') as no_shows
      from workers w
      where w.type_of_employment = 'Part-Timer' and w.engagement_type = 'employee'
        and cardinality(w.part_time_usual_days) > 0
        and (w.status in (${sqlList(EMPLOYED_WORKER_STATUSES)}) or (w.status = 'discharged' and w.last_working_day >= ${run.periodStart}))`)
  ).rows as {
    id: string;
    employment: string;
    engagement: string;
    days: number[];
    pt_day: number | null;
    pt_week: number | null;
    encashed: boolean;
    rate: number | null;
    last_day: string | null;
    worked: string[];
    held: string[];
    no_shows: string[];
  }[];
  const fullTime = { dayMinutes: settings.dailyOvertimeAfterMinutes, weekMinutes: settings.weeklyOvertimeAfterMinutes };
  for (const w of candidates) {
    const rules = partTimeRulesOf(settings, w.employment, w.engagement, { dayMinutes: w.pt_day, weekMinutes: w.pt_week, holidaysEncashed: w.encashed });
    if (!rules || !isPartTimeEmployee(settings, w.employment, w.engagement)) continue;
    const held = new Set(w.held);
    const due = partTimeHolidays({
      periodStart: run.periodStart,
      periodEnd: run.periodEnd,
      holidays: dates,
      usualDays: w.days,
      workedDates: new Set(w.worked),
      lastWorkingDay: w.last_day,
      nonWorkingDay: settings.partTimeNonWorkingDayHoliday,
      encashed: w.encashed,
      absentDates: new Set(w.no_shows),
    }).filter((d) => !held.has(d.date));
    if (!due.length) continue;
    const paid: PayRunHolidayItem[] = [];
    const unpaid: PayRunHolidayUnpaid[] = [];
    for (const d of due) {
      const name = names.get(d.date) ?? '';
      const rateCents = w.rate ?? (await shiftRateNear(tx, w.id, d.date, run.periodEnd));
      if (!d.paid) {
        unpaid.push({
          date: d.date,
          name,
          reason: d.reason!,
          ...(d.absentOn ? { absentOn: d.absentOn } : {}),
          ...(d.reason === 'encashed' && rateCents !== null ? { rateCents, encashedCents: encashedHolidayRateCents(rateCents, fullTime) } : {}),
        });
        continue;
      }
      const nonWorkingDay = d.day === 'non_working';
      const line = rateCents === null ? null : publicHolidayNotWorkedLine(rateCents, rules, fullTime, nonWorkingDay ? 'public_holiday_non_working_day' : 'public_holiday_not_worked');
      if (line) paid.push({ date: d.date, name, ...(nonWorkingDay ? { nonWorkingDay } : {}), minutes: line.minutes, rateCents: line.rateCents, amountCents: line.amountCents });
    }
    if (paid.length || unpaid.length) out.set(w.id, { paid, unpaid });
  }
  return out;
}

/** A calendar date `n` days from `date` (YYYY-MM-DD). */
function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The hourly rate of a worker's latest shift payment before `date`, else of their first one after it up to `until`; null with none. */
async function shiftRateNear(tx: DbOrTx, workerId: string, date: string, until: string): Promise<number | null> {
  const rows = (
    await tx.execute(sql`
      (select rate_cents from shift_payments where worker_id = ${workerId} and date < ${date} order by date desc, computed_at desc limit 1)
      union all
      (select rate_cents from shift_payments where worker_id = ${workerId} and date > ${date} and date <= ${until} order by date, computed_at limit 1)`)
  ).rows as { rate_cents: number }[];
  return rows[0]?.rate_cents ?? null;
}

/** Rows per INSERT of lines (30 parameters a row, well under PostgreSQL's 65,535). */
const LINE_CHUNK = 1000;

/** Replaces the run's lines and returns its totals. */
export async function writeLines(tx: DbOrTx, runId: string, lines: readonly BuiltLine[]): Promise<RunTotals> {
  await tx.delete(payRunLines).where(eq(payRunLines.runId, runId));
  for (let i = 0; i < lines.length; i += LINE_CHUNK) await tx.insert(payRunLines).values(lines.slice(i, i + LINE_CHUNK));
  return totalsOf(lines);
}

export function totalsOf(lines: readonly Pick<BuiltLine, 'grossCents' | 'employeeCpfCents' | 'employerCpfCents' | 'sdlCents' | 'netCents' | 'hasBankDetails'>[]): RunTotals {
  const t: RunTotals = { workerCount: lines.length, grossCents: 0, employeeCpfCents: 0, employerCpfCents: 0, sdlCents: 0, netCents: 0, blockingWorkers: 0 };
  for (const l of lines) {
    t.grossCents += l.grossCents;
    t.employeeCpfCents += l.employeeCpfCents;
    t.employerCpfCents += l.employerCpfCents;
    t.sdlCents += l.sdlCents;
    t.netCents += l.netCents;
    if (l.netCents > 0 && !l.hasBankDetails) t.blockingWorkers++;
  }
  return t;
}

/** The figures a regeneration compares per worker. */
export const figuresOf = (l: Pick<BuiltLine, 'grossCents' | 'netCents' | 'items'>): PayRunDiffFigures => ({
  grossCents: l.grossCents,
  netCents: l.netCents,
  shiftCount: l.items.shifts.length,
  adjustmentCount: l.items.adjustments.length,
});

/**
 * Everything a line shows, as one comparable string: two builds give the same string exactly
 * when the worker's line would read the same (figures, CPF, items and their amounts).
 */
export function lineSignature(l: Omit<BuiltLine, 'runId'> & { id?: string; runId?: string }): string {
  const { id: _id, runId: _run, items, ...rest } = l;
  const shifts = items.shifts.map((s) => `${s.shiftPaymentId}:${s.date}:${s.workedMinutes}:${s.overtimeMinutes}:${s.dayKind}:${s.totalCents}`);
  const adjustments = items.adjustments.map((a) => `${a.adjustmentId}:${a.amountCents}`);
  const holidays = [
    ...(items.holidays ?? []).map((h) => `${h.date}:${h.nonWorkingDay ? 'off' : 'usual'}:${h.minutes}:${h.rateCents}:${h.amountCents}`),
    ...(items.holidaysUnpaid ?? []).map((h) => `${h.date}:${h.reason}:${h.absentOn ?? ''}:${h.worked ? 'worked' : ''}:${h.encashedCents ?? ''}`),
  ];
  const keys = Object.keys(rest).sort() as (keyof typeof rest)[];
  return JSON.stringify([keys.map((k) => rest[k] ?? null), shifts, adjustments, holidays], sortedKeys);
}

/** JSON.stringify replacer giving objects their keys in order (jsonb stores them in its own order). */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));
}
