import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { computeShiftPay, type AttendedShift, type DayKind } from '@wf/shared/domain/pay/shift-pay';
import { addDays, weekStart } from '@wf/shared/domain/rosters/roster-rules';
import type { PaySettings } from '@wf/shared/contracts/pay/pay';
import type { DbOrTx } from '../../db/client.ts';
import { rosterAssignments, rosterShifts, shiftPayments } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { holidaysBetween } from '../public-holidays/index.ts';
import { getPaySettings, rulesOf } from './pay-settings.ts';

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

/** Rows written per upsert statement (one JSON parameter each). */
const WRITE_CHUNK = 5000;

type AttendedRow = {
  assignment_id: string;
  worker_id: string;
  worker_rate: number | null;
  project_id: string;
  date: string;
  week_start: string;
  start_minute: number;
  end_minute: number;
  break_minutes: number;
  override_rate: number | null;
  position_rate: number;
};

/** The (worker, week) pairs as one jsonb parameter, joined as a table: one statement whatever their number. */
const pairsTable = (pairs: ReadonlyArray<{ workerId: string; weekStart: string }>) => sql`(
  select distinct x.worker_id, x.week_start
  from jsonb_to_recordset(${JSON.stringify(pairs.map((p) => ({ worker_id: p.workerId, week_start: p.weekStart })))}::jsonb)
    as x(worker_id uuid, week_start date))`;

/** Minute of the Singapore day (UTC+8, no DST) of an instant, as sgtMinuteOfDay counts it. */
const sgtMinute = (column: SQL) => sql`mod(floor(extract(epoch from ${column}) / 60)::bigint + 480, 1440)::int`;

/**
 * recomputeWorkerWeek for many (worker, week) pairs at once, set-based: one read of their attended
 * shifts and one of their payments (the pairs joined as a table), computeShiftPay per week in
 * memory, then one delete and one multi-row upsert per 5,000 rows (an upsert never touches a
 * locked payment).
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
  const wanted = pairsTable(pairs);

  // starts_at is the shift's start on its roster date (Singapore): the index range, a day wider
  // either side, narrows by worker and time; the roster date decides the week.
  const attended = (
    await tx.execute(sql`
      select a.id as assignment_id, a.worker_id, w.hourly_rate_cents as worker_rate, r.project_id,
        r.date::text as date, p.week_start::text as week_start,
        ${sgtMinute(sql`t.paid_start_at`)} as start_minute, ${sgtMinute(sql`t.paid_end_at`)} as end_minute,
        s.break_minutes, s.pay_rate_cents_override as override_rate, pp.pay_rate_cents as position_rate
      from ${wanted} p
      join roster_assignments a on a.worker_id = p.worker_id
        and a.starts_at >= (p.week_start - 1)::timestamp at time zone 'UTC'
        and a.starts_at < (p.week_start + 8)::timestamp at time zone 'UTC'
      join roster_attendance t on t.assignment_id = a.id
      join workers w on w.id = a.worker_id
      join roster_shifts s on s.id = a.shift_id
      join rosters r on r.id = s.roster_id
      join project_positions pp on pp.id = s.position_id
      where r.date between p.week_start and p.week_start + 6
        and t.status <> 'no_show' and t.paid_start_at is not null and t.paid_end_at is not null and t.paid_minutes > 0
      order by a.worker_id, p.week_start, r.date, a.starts_at, a.id`)
  ).rows as AttendedRow[];
  const existing = (
    await tx.execute(sql`
      select sp.id, sp.assignment_id, sp.status
      from ${wanted} p join shift_payments sp on sp.worker_id = p.worker_id and sp.week_start = p.week_start`)
  ).rows as Array<{ id: string; assignment_id: string; status: 'open' | 'locked' }>;

  const byWeek = new Map<string, AttendedRow[]>();
  for (const a of attended) {
    const key = `${a.worker_id}|${a.week_start}`;
    const list = byWeek.get(key);
    if (list) list.push(a);
    else byWeek.set(key, [a]);
  }
  const attendedIds = new Set(attended.map((a) => a.assignment_id));
  const gone = existing.filter((p) => !attendedIds.has(p.assignment_id));
  if (gone.some((p) => p.status === 'locked')) throw lockedError();
  if (gone.length)
    await tx.delete(shiftPayments).where(
      inArray(
        shiftPayments.id,
        gone.map((p) => p.id),
      ),
    );

  const rules = rulesOf(settings);
  const values: object[] = [];
  for (const week of byWeek.values()) {
    const source = new Map(week.map((a) => [a.assignment_id, a]));
    const shifts: AttendedShift[] = week.map((a) => ({
      id: a.assignment_id,
      date: a.date,
      paidStartMinute: a.start_minute,
      paidEndMinute: a.end_minute,
      breakMinutes: a.break_minutes,
      positionRateCents: a.position_rate,
      overrideRateCents: a.override_rate,
      dayKind: dayKindOf(a.date, holidays, settings),
    }));
    const result = computeShiftPay({ shifts, workerRateCents: week[0]!.worker_rate ?? null, rules });
    for (const pay of result.shifts) {
      const a = source.get(pay.shiftId)!;
      values.push({
        assignment_id: pay.shiftId,
        worker_id: a.worker_id,
        project_id: a.project_id,
        date: pay.date,
        week_start: a.week_start,
        day_kind: pay.dayKind,
        worked_minutes: pay.workedMinutes,
        regular_minutes: pay.regularMinutes,
        overtime_minutes: pay.overtimeMinutes,
        rate_cents: pay.rateCents,
        rate_source: pay.rateSource,
        lines: pay.lines,
        total_cents: pay.totalCents,
      });
    }
  }
  const now = new Date().toISOString();
  for (let i = 0; i < values.length; i += WRITE_CHUNK) {
    await tx.execute(sql`
      insert into shift_payments (assignment_id, worker_id, project_id, date, week_start, day_kind, worked_minutes,
        regular_minutes, overtime_minutes, rate_cents, rate_source, lines, total_cents, computed_at)
      select x.assignment_id, x.worker_id, x.project_id, x.date, x.week_start, x.day_kind, x.worked_minutes,
        x.regular_minutes, x.overtime_minutes, x.rate_cents, x.rate_source, x.lines, x.total_cents, ${now}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(values.slice(i, i + WRITE_CHUNK))}::jsonb) as x(
        assignment_id uuid, worker_id uuid, project_id uuid, date date, week_start date, day_kind text,
        worked_minutes int, regular_minutes int, overtime_minutes int, rate_cents int, rate_source text,
        lines jsonb, total_cents int)
      on conflict (assignment_id) do update set
        project_id = excluded.project_id, date = excluded.date, week_start = excluded.week_start,
        day_kind = excluded.day_kind, worked_minutes = excluded.worked_minutes,
        regular_minutes = excluded.regular_minutes, overtime_minutes = excluded.overtime_minutes,
        rate_cents = excluded.rate_cents, rate_source = excluded.rate_source, lines = excluded.lines,
        total_cents = excluded.total_cents, computed_at = excluded.computed_at
      where shift_payments.status = 'open'`);
  }
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
  const paid = await tx
    .select({ status: shiftPayments.status })
    .from(shiftPayments)
    .where(eq(shiftPayments.assignmentId, e.assignmentId));
  if (paid[0]?.status === 'locked') throw lockedError();
  await recomputeWorkerWeek(tx, e.workerId, weekStart(e.date));
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
