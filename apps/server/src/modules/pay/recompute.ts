import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { computeShiftPay, type AttendedShift, type DayKind, type PayLine, type ShiftPay } from '@wf/shared/domain/pay/shift-pay';
import { absentAroundHoliday } from '@wf/shared/domain/pay/part-time';
import { billCents, type BillingMode } from '@wf/shared/domain/reports/report-figures';
import { addDays, breakTaken, weekStart } from '@wf/shared/domain/rosters/roster-rules';
import type { PaySettings } from '@wf/shared/contracts/pay/pay';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral, insertMany, type ManyColumn } from '../../db/insert-many.ts';
import { rosterAssignments, rosterShifts, shiftPayments } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { holidaysBetween } from '../public-holidays/index.ts';
import { getPaySettings, partTimeRulesOf, rulesOf } from './pay-settings.ts';
import * as clock from '@wf/shared/domain/clock';
import type { RestDayWorkAt } from '@wf/shared/enums/rosters';
import type { ShiftPaymentStatus } from '@wf/shared/enums/pay';

/** ISO weekday (1 Monday ... 7 Sunday) of a calendar date. */
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

function dayKindOf(date: string, holidays: ReadonlySet<string>, settings: PaySettings): DayKind {
  if (holidays.has(date)) return 'public_holiday';
  if (settings.restDay !== null && isoWeekday(date) === settings.restDay) return 'rest_day';
  return 'normal';
}

/**
 * Recomputes a worker's shift payments for one week (Monday `monday` to Sunday) from attendance,
 * in the caller's transaction. The whole week goes through computeShiftPay (daily and weekly
 * overtime depend on every shift of it); open payments are written, locked ones are left as they
 * are, and open payments whose attendance is gone (cleared, a no-show) are removed.
 */
export async function recomputeWorkerWeek(
  tx: DbOrTx,
  workerId: string,
  monday: string,
  given?: { settings: PaySettings; holidays: ReadonlySet<string> },
): Promise<void> {
  await recomputeWorkerWeeks(tx, [{ workerId, weekStart: monday }], given);
}

/** From this many worker-weeks a recompute is bulk (JIT off, more sort memory). */
const BULK_PAIRS = 50;
/** Rows written per upsert statement (one array parameter per column): measured on PostgreSQL, 2,000 a statement cost well under half the CPU per row of 10,000. */
const WRITE_CHUNK = 2_000;

/** An attended shift of the wanted weeks, with everything computeShiftPay needs. */
type AttendedRow = {
  assignment_id: string;
  worker_id: string;
  worker_rate: number | null;
  employment: string | null;
  engagement: string;
  /** The worker's own normal day and week (minutes), null: the settings'. */
  pt_day: number | null;
  pt_week: number | null;
  pt_encashed: boolean;
  /** The part-timer's usual working days (ISO weekdays); null or empty: none recorded. */
  pt_days: number[] | null;
  /** Who asked for this shift's rest-day work, null: the settings'. */
  rest_day_work_at: RestDayWorkAt | null;
  project_id: string;
  date: string;
  week_start: string;
  start_minute: number;
  end_minute: number;
  break_minutes: number;
  /** The break actually taken, where recorded. */
  actual_break_minutes: number | null;
  override_rate: number | null;
  position_rate: number;
  /** The shift's position, its bill rate and the project's billing mode: the payment's stored bill amount. */
  position_id: string;
  bill_rate: number;
  billing_mode: BillingMode;
};

/** A stored payment of the wanted weeks, as compared with what is computed. */
type PaymentRow = {
  id: string;
  assignment_id: string;
  status: ShiftPaymentStatus;
  project_id: string;
  date: string;
  week_start: string;
  day_kind: DayKind;
  worked_minutes: number;
  regular_minutes: number;
  overtime_minutes: number;
  rate_cents: number;
  rate_source: string;
  lines: PayLine[];
  total_cents: number;
  holiday_absent_on: string | null;
  position_id: string;
  bill_cents: number;
};

/**
 * The distinct (worker, week) pairs as two array parameters unnested as a table `p`: one statement
 * whatever their number, and the planner knows how many rows it joins (nested index loops for an
 * attendance edit's week, hash joins over whole tables for a month).
 */
function pairsTable(pairs: ReadonlyArray<{ workerId: string; weekStart: string }>): SQL {
  const seen = new Set<string>();
  const workerIds: string[] = [];
  const weekStarts: string[] = [];
  for (const p of pairs) {
    const key = `${p.workerId}|${p.weekStart}`;
    if (seen.has(key)) continue;
    seen.add(key);
    workerIds.push(p.workerId);
    weekStarts.push(p.weekStart);
  }
  return sql`unnest(${arrayLiteral(workerIds)}::uuid[], ${arrayLiteral(weekStarts)}::date[]) as p(worker_id, week_start)`;
}

/** Minute of the Singapore day (UTC+8, no DST) of an instant, as sgtMinuteOfDay counts it. */
const sgtMinute = (column: SQL) => sql`mod(floor(extract(epoch from ${column}) / 60)::bigint + 480, 1440)::int`;

const sameLines = (a: readonly PayLine[], b: readonly PayLine[]) =>
  a.length === b.length &&
  a.every((l, i) => {
    const o = b[i]!;
    return l.kind === o.kind && l.minutes === o.minutes && l.rateCents === o.rateCents && l.multiplier === o.multiplier && l.amountCents === o.amountCents;
  });

/** Whether the stored payment already says what was computed (then it is not written again). */
function unchanged(row: AttendedRow, payment: PaymentRow | undefined, pay: ShiftPay, bill: number): boolean {
  return (
    payment !== undefined &&
    payment.project_id === row.project_id &&
    payment.position_id === row.position_id &&
    payment.bill_cents === bill &&
    payment.date === pay.date &&
    payment.week_start === row.week_start &&
    payment.day_kind === pay.dayKind &&
    payment.worked_minutes === pay.workedMinutes &&
    payment.regular_minutes === pay.regularMinutes &&
    payment.overtime_minutes === pay.overtimeMinutes &&
    payment.rate_cents === pay.rateCents &&
    payment.rate_source === pay.rateSource &&
    payment.total_cents === pay.totalCents &&
    (payment.holiday_absent_on ?? null) === (pay.holidayAbsentOn ?? null) &&
    sameLines(payment.lines, pay.lines)
  );
}

/** The columns written, one array each. */
const COLUMNS = [
  ['assignment_id', 'uuid'],
  ['worker_id', 'uuid'],
  ['project_id', 'uuid'],
  ['date', 'date'],
  ['week_start', 'date'],
  ['day_kind', 'text'],
  ['worked_minutes', 'int'],
  ['regular_minutes', 'int'],
  ['overtime_minutes', 'int'],
  ['rate_cents', 'int'],
  ['rate_source', 'text'],
  ['lines', 'jsonb'],
  ['total_cents', 'int'],
  ['holiday_absent_on', 'date'],
  ['position_id', 'uuid'],
  ['bill_cents', 'int'],
] as const;
type Column = (typeof COLUMNS)[number][0];

/**
 * recomputeWorkerWeek for many (worker, week) pairs at once, set-based: one read of their attended
 * shifts (the pairs joined as a table, in week order) and one of their stored payments,
 * computeShiftPay per week in memory, then one delete of the payments whose attendance is gone and
 * one multi-row upsert (a column array each, unnest) per 2,000 changed rows. A payment that already
 * says what was computed is not written again (computed_at is when its figures last changed); an
 * upsert never touches a locked payment.
 */
export async function recomputeWorkerWeeks(
  tx: DbOrTx,
  pairs: ReadonlyArray<{ workerId: string; weekStart: string }>,
  given?: { settings: PaySettings; holidays: ReadonlySet<string> },
): Promise<void> {
  if (!pairs.length) return;
  const mondays = [...new Set(pairs.map((p) => p.weekStart))].sort();
  const first = mondays[0]!;
  const last = addDays(mondays.at(-1)!, 6);
  const settings = given?.settings ?? (await getPaySettings(tx));
  const holidays = given?.holidays ?? new Set((await holidaysBetween(tx, first, last)).map((h) => h.date));

  // A bulk statement over fresh rows: the planner's estimates can be far off and PostgreSQL would
  // then spend longer compiling it (JIT) than running it; a month's rows are sorted in memory, not
  // on disk. For the rest of this transaction only; a few weeks (an attendance edit) plan far below
  // the JIT threshold and skip the round trips.
  // The planner also takes the shift-time range join for a few hundred rows when a month is 50,000
  // and picks index loops (15,714 worker-weeks: 511 ms of the server's time for the read, hash joins
  // over the whole tables 225 ms): the two bulk reads run without nested loops, which are turned
  // back on before anything else in the caller's transaction.
  const bulk = pairs.length > BULK_PAIRS;
  const nestloop = bulk
    ? ((
        await tx.execute(sql`select current_setting('enable_nestloop') as was, set_config('jit', 'off', true),
          set_config('work_mem', '64MB', true), set_config('enable_nestloop', 'off', true)`)
      ).rows[0] as { was: string }).was
    : undefined;
  const p = pairsTable(pairs);
  // starts_at is the shift's start on its roster date (Singapore): the index range, a day wider
  // either side, narrows by worker and time; the roster date decides the week.
  const attended = (
    await tx.execute(sql`
      select a.id as assignment_id, a.worker_id, w.hourly_rate_cents as worker_rate, w.type_of_employment as employment, w.engagement_type as engagement,
        w.part_time_day_minutes as pt_day, w.part_time_week_minutes as pt_week, w.part_time_holidays_encashed as pt_encashed, w.part_time_usual_days as pt_days, a.rest_day_work_at, r.project_id,
        r.date::text as date, p.week_start::text as week_start,
        ${sgtMinute(sql`t.paid_start_at`)} as start_minute, ${sgtMinute(sql`t.paid_end_at`)} as end_minute,
        s.break_minutes, t.actual_break_minutes, s.pay_rate_cents_override as override_rate, pp.pay_rate_cents as position_rate,
        s.position_id, pp.bill_rate_cents as bill_rate, pj.billing_mode
      from ${p}
      join roster_assignments a on a.worker_id = p.worker_id
        and a.starts_at >= (p.week_start - 1)::timestamp at time zone 'UTC'
        and a.starts_at < (p.week_start + 8)::timestamp at time zone 'UTC'
      join roster_attendance t on t.assignment_id = a.id
      join workers w on w.id = a.worker_id
      join roster_shifts s on s.id = a.shift_id
      join rosters r on r.id = s.roster_id
      join project_positions pp on pp.id = s.position_id
      join projects pj on pj.id = r.project_id
      where r.date between p.week_start and p.week_start + 6
        and t.status <> 'no_show' and t.paid_start_at is not null and t.paid_end_at is not null and t.paid_minutes > 0
      order by a.worker_id, p.week_start, r.date, a.starts_at, a.id`)
  ).rows as AttendedRow[];
  // The weeks' stored payments. One whose assignment is attended in them is compared with what is
  // computed; the rest lost their attendance (cleared, a no-show, moved out of the week) and go. A
  // payment elsewhere of an assignment attended here (it moved into the week) is found by the
  // upsert's conflict on its assignment.
  const stored = new Map<string, PaymentRow>();
  for (const row of (
    await tx.execute(sql`
      select sp.id, sp.assignment_id, sp.status, sp.project_id, sp.date::text as date, sp.week_start::text as week_start,
        sp.day_kind, sp.worked_minutes, sp.regular_minutes, sp.overtime_minutes, sp.rate_cents, sp.rate_source,
        sp.lines, sp.total_cents, sp.holiday_absent_on::text as holiday_absent_on, sp.position_id, sp.bill_cents
      from ${p} join shift_payments sp on sp.worker_id = p.worker_id and sp.week_start = p.week_start`)
  ).rows as PaymentRow[])
    stored.set(row.assignment_id, row);
  if (nestloop !== undefined) await tx.execute(sql`select set_config('enable_nestloop', ${nestloop}, true)`);

  const rules = rulesOf(settings);
  const kindOf = new Map<string, DayKind>();
  const absence = await holidayAbsences(tx, attended, holidays, first, last);
  const columns = Object.fromEntries(COLUMNS.map(([name]) => [name, [] as Array<string | number>])) as Record<Column, Array<string | number>>;
  // The rows come a week at a time (ordered by worker and week): each run of one (worker, week) is computed together.
  for (let from = 0; from < attended.length; ) {
    const head = attended[from]!;
    let to = from + 1;
    while (to < attended.length && attended[to]!.worker_id === head.worker_id && attended[to]!.week_start === head.week_start) to++;
    const source = new Map<string, AttendedRow>();
    const shifts: AttendedShift[] = [];
    for (let i = from; i < to; i++) {
      const a = attended[i]!;
      source.set(a.assignment_id, a);
      let dayKind = kindOf.get(a.date);
      if (dayKind === undefined) kindOf.set(a.date, (dayKind = dayKindOf(a.date, holidays, settings)));
      shifts.push({
        id: a.assignment_id,
        date: a.date,
        paidStartMinute: a.start_minute,
        paidEndMinute: a.end_minute,
        // Pay uses the break actually taken where it was recorded (issue 29, item 5).
        breakMinutes: breakTaken(a.break_minutes, a.actual_break_minutes),
        positionRateCents: a.position_rate,
        overrideRateCents: a.override_rate,
        dayKind,
        restDayWorkAt: a.rest_day_work_at,
      });
    }
    from = to;
    const partTime = partTimeRulesOf(settings, head.employment, head.engagement, { dayMinutes: head.pt_day, weekMinutes: head.pt_week, holidaysEncashed: head.pt_encashed });
    // A part-time employee's public holiday worked, with an unexcused absence on the working day
    // immediately before or after (Employment Act s.88(3), MOM's FAQ): no holiday pay, the work at the
    // ordinary rate (decision 026). The neighbouring days may be in another week: read from the database.
    if (partTime && head.pt_days?.length)
      for (const s of shifts) {
        if (s.dayKind !== 'public_holiday') continue;
        const absentOn = absentAroundHoliday(s.date, head.pt_days, absence.holidays, absence.byWorker.get(head.worker_id) ?? new Set());
        if (absentOn) s.holidayForfeited = { absentOn, payAs: settings.restDay !== null && isoWeekday(s.date) === settings.restDay ? 'rest_day' : 'normal' };
      }
    const result = computeShiftPay({ shifts, workerRateCents: head.worker_rate ?? null, rules, partTime });
    for (const pay of result.shifts) {
      const a = source.get(pay.shiftId)!;
      const payment = stored.get(pay.shiftId);
      stored.delete(pay.shiftId);
      // The bill amount the reports read (decision 019): the pay lines at the position's bill rate.
      const bill = billCents(pay.lines, a.bill_rate, a.billing_mode);
      // A locked payment is never rewritten (the upsert would skip it too); an unchanged one need not be.
      if (payment?.status === 'locked' || unchanged(a, payment, pay, bill)) continue;
      columns.assignment_id.push(pay.shiftId);
      columns.worker_id.push(a.worker_id);
      columns.project_id.push(a.project_id);
      columns.date.push(pay.date);
      columns.week_start.push(a.week_start);
      columns.day_kind.push(pay.dayKind);
      columns.worked_minutes.push(pay.workedMinutes);
      columns.regular_minutes.push(pay.regularMinutes);
      columns.overtime_minutes.push(pay.overtimeMinutes);
      columns.rate_cents.push(pay.rateCents);
      columns.rate_source.push(pay.rateSource);
      columns.lines.push(JSON.stringify(pay.lines));
      columns.total_cents.push(pay.totalCents);
      columns.holiday_absent_on.push(pay.holidayAbsentOn ?? (null as unknown as string));
      columns.position_id.push(a.position_id);
      columns.bill_cents.push(bill);
    }
  }
  // What is left of the stored payments lost its attendance: refused when locked, else removed.
  const gone: string[] = [];
  for (const payment of stored.values()) {
    if (payment.status === 'locked') throw lockedError();
    gone.push(payment.id);
  }
  if (gone.length) await tx.execute(sql`delete from shift_payments where id = any(${arrayLiteral(gone)}::uuid[])`);

  const now = clock.now().toISOString();
  const written: ManyColumn<number>[] = [
    ...COLUMNS.map(([name, type]): ManyColumn<number> => [name, type, (i) => columns[name][i]]),
    ['computed_at', 'timestamptz', () => now],
  ];
  await insertMany(
    tx,
    'shift_payments',
    written,
    columns.assignment_id.map((_, i) => i),
    {
      chunk: WRITE_CHUNK,
      onConflict: sql`(assignment_id) do update set
        project_id = excluded.project_id, date = excluded.date, week_start = excluded.week_start,
        day_kind = excluded.day_kind, worked_minutes = excluded.worked_minutes,
        regular_minutes = excluded.regular_minutes, overtime_minutes = excluded.overtime_minutes,
        rate_cents = excluded.rate_cents, rate_source = excluded.rate_source, lines = excluded.lines,
        total_cents = excluded.total_cents, holiday_absent_on = excluded.holiday_absent_on,
        position_id = excluded.position_id, bill_cents = excluded.bill_cents, computed_at = excluded.computed_at
      where shift_payments.status = 'open'`,
    },
  );
}

/** How far either side of a holiday its working days before and after are looked for (workingDaysAround's two weeks). */
const AROUND_DAYS = 14;

/**
 * For the part-timers (usual days recorded) who worked a public holiday among `attended`: their
 * unexcused no-shows two weeks either side of the weeks, and the holidays there (a holiday is no
 * working day). Read only when such a shift is there.
 */
async function holidayAbsences(
  tx: DbOrTx,
  attended: readonly AttendedRow[],
  holidays: ReadonlySet<string>,
  first: string,
  last: string,
): Promise<{ holidays: ReadonlySet<string>; byWorker: Map<string, Set<string>> }> {
  const byWorker = new Map<string, Set<string>>();
  const workerIds = [...new Set(attended.filter((a) => a.pt_days?.length && holidays.has(a.date)).map((a) => a.worker_id))];
  if (!workerIds.length) return { holidays, byWorker };
  const from = addDays(first, -AROUND_DAYS);
  const to = addDays(last, AROUND_DAYS);
  const [near, rows] = await Promise.all([
    holidaysBetween(tx, from, to),
    tx.execute(sql`
      select distinct a.worker_id, r.date::text as date
      from roster_attendance t
      join roster_assignments a on a.id = t.assignment_id
      join roster_shifts s on s.id = a.shift_id
      join rosters r on r.id = s.roster_id
      where a.worker_id = any(${arrayLiteral(workerIds)}::uuid[]) and t.status = 'no_show' and t.absence_excuse is null
        and r.date between ${from}::date and ${to}::date`),
  ]);
  for (const r of rows.rows as { worker_id: string; date: string }[]) {
    let set = byWorker.get(r.worker_id);
    if (!set) byWorker.set(r.worker_id, (set = new Set()));
    set.add(r.date);
  }
  return { holidays: new Set([...holidays, ...near.map((h) => h.date)]), byWorker };
}

/**
 * The (worker, week) pairs whose public holiday a change of attendance on `date` may decide (it is a
 * working day before or after it, decision 026): the weeks of the holidays two weeks either side.
 */
async function holidayWeeksAround(
  tx: DbOrTx,
  events: ReadonlyArray<{ workerId: string; date: string }>,
): Promise<Array<{ workerId: string; weekStart: string }>> {
  if (!events.length) return [];
  const dates = events.map((e) => e.date).sort();
  const near = await holidaysBetween(tx, addDays(dates[0]!, -AROUND_DAYS), addDays(dates.at(-1)!, AROUND_DAYS));
  if (!near.length) return [];
  const out: Array<{ workerId: string; weekStart: string }> = [];
  for (const e of events)
    for (const h of near)
      if (h.date !== e.date && Math.abs(Date.parse(h.date) - Date.parse(e.date)) <= AROUND_DAYS * 86_400_000 && weekStart(h.date) !== weekStart(e.date))
        out.push({ workerId: e.workerId, weekStart: weekStart(h.date) });
  return out;
}

/**
 * The open payments of public holidays worked in a period, recomputed (a pay run's build, decision
 * 026): whether an absence around a holiday forfeits its holiday pay is read again from attendance.
 */
export async function recomputeHolidayWeeks(tx: DbOrTx, periodStart: string, periodEnd: string): Promise<void> {
  const weeks = await tx
    .selectDistinct({ workerId: shiftPayments.workerId, weekStart: shiftPayments.weekStart })
    .from(shiftPayments)
    .where(and(eq(shiftPayments.status, 'open'), eq(shiftPayments.dayKind, 'public_holiday'), sql`${shiftPayments.date} between ${periodStart} and ${periodEnd}`));
  await recomputeWorkerWeeks(tx, weeks);
}

const lockedError = () =>
  new AppError(409, 'PAY_LOCKED', 'This shift is paid in an approved pay run; its attendance can no longer change');

/**
 * The pay module's "attendance changed" hook: refuses a change to a shift whose payment is locked
 * (the whole change rolls back), else recomputes that worker's week.
 */
export async function onAttendanceChangedRecompute(
  tx: DbOrTx,
  e: { assignmentId: string; workerId: string; date: string },
): Promise<void> {
  await onAttendancesChangedRecompute(tx, [e]);
}

/** The hook for many attendances at once: any of them locked refuses them all, else each (worker, week) is recomputed once. */
export async function onAttendancesChangedRecompute(
  tx: DbOrTx,
  events: ReadonlyArray<{ assignmentId: string; workerId: string; date: string }>,
): Promise<void> {
  if (!events.length) return;
  const ids = events.map((e) => e.assignmentId);
  for (let i = 0; i < ids.length; i += 5000) {
    const paid = await tx
      .select({ status: shiftPayments.status })
      .from(shiftPayments)
      .where(and(inArray(shiftPayments.assignmentId, ids.slice(i, i + 5000)), eq(shiftPayments.status, 'locked')))
      .limit(1);
    if (paid.length) throw lockedError();
  }
  const pairs = new Map(events.map((e) => [`${e.workerId}|${weekStart(e.date)}`, { workerId: e.workerId, weekStart: weekStart(e.date) }]));
  // A no-show recorded, excused or cleared may decide a public holiday worked in a neighbouring week.
  for (const p of await holidayWeeksAround(tx, events)) pairs.set(`${p.workerId}|${p.weekStart}`, p);
  await recomputeWorkerWeeks(tx, [...pairs.values()]);
}

/** After a rules change: every (worker, week) with an open payment is recomputed. Returns how many weeks. */
export async function recomputeOpenPayments(tx: DbOrTx): Promise<number> {
  const weeks = await tx
    .selectDistinct({ workerId: shiftPayments.workerId, weekStart: shiftPayments.weekStart })
    .from(shiftPayments)
    .where(eq(shiftPayments.status, 'open'));
  if (!weeks.length) return 0;
  const settings = await getPaySettings(tx);
  const first = weeks.reduce((m, w) => (w.weekStart < m ? w.weekStart : m), weeks[0]!.weekStart);
  const last = weeks.reduce((m, w) => (w.weekStart > m ? w.weekStart : m), weeks[0]!.weekStart);
  const holidays = new Set((await holidaysBetween(tx, first, addDays(last, 6))).map((h) => h.date));
  await recomputeWorkerWeeks(tx, weeks, { settings, holidays });
  return weeks.length;
}

/**
 * The pay module's "pay rates changed" hook: every (worker, week) with an open shift payment on one of
 * these positions, shifts or workers is recomputed. Locked payments keep the rate they were paid at.
 */
export async function onPayRatesChangedRecompute(
  tx: DbOrTx,
  e: { positionIds?: string[]; shiftIds?: string[]; workerIds?: string[] },
): Promise<void> {
  const conds = [
    e.positionIds?.length ? inArray(rosterShifts.positionId, e.positionIds) : undefined,
    e.shiftIds?.length ? inArray(rosterShifts.id, e.shiftIds) : undefined,
    e.workerIds?.length ? inArray(shiftPayments.workerId, e.workerIds) : undefined,
  ].filter((c) => c !== undefined);
  if (!conds.length) return;
  const weeks = await tx
    .selectDistinct({ workerId: shiftPayments.workerId, weekStart: shiftPayments.weekStart })
    .from(shiftPayments)
    .innerJoin(rosterAssignments, eq(rosterAssignments.id, shiftPayments.assignmentId))
    .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
    .where(and(eq(shiftPayments.status, 'open'), or(...conds)));
  await recomputeWorkerWeeks(tx, weeks);
}
