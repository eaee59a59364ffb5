import { and, eq, gte, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { computeShiftPay, type AttendedShift, type DayKind } from '@wf/shared/domain/pay/shift-pay';
import { addDays, sgtMinuteOfDay, weekStart } from '@wf/shared/domain/rosters/roster-rules';
import type { PaySettings } from '@wf/shared/contracts/pay/pay';
import type { DbOrTx } from '../../db/client.ts';
import {
  projectPositions,
  rosterAssignments,
  rosterAttendance,
  rosterShifts,
  rosters,
  shiftPayments,
  workers,
} from '../../db/schema/index.ts';
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

/** Rows written per INSERT (16 parameters a row, well under PostgreSQL's 65,535). */
const WRITE_CHUNK = 1000;

/**
 * recomputeWorkerWeek for many (worker, week) pairs at once: one read of their attendance, one of
 * their payments, then one delete and chunked upserts (an upsert never touches a locked payment).
 */
export async function recomputeWorkerWeeks(
  tx: DbOrTx,
  pairs: ReadonlyArray<{ workerId: string; weekStart: string }>,
  given?: { settings: PaySettings; holidays: ReadonlySet<string> },
): Promise<void> {
  if (!pairs.length) return;
  const wanted = new Set(pairs.map((p) => `${p.workerId}|${p.weekStart}`));
  const workerIds = [...new Set(pairs.map((p) => p.workerId))];
  const mondays = [...new Set(pairs.map((p) => p.weekStart))].sort();
  const first = mondays[0]!;
  const last = addDays(mondays.at(-1)!, 6);
  const settings = given?.settings ?? (await getPaySettings(tx));
  const holidays = given?.holidays ?? new Set((await holidaysBetween(tx, first, last)).map((h) => h.date));

  const attendedRows = await tx
    .select({
      assignmentId: rosterAssignments.id,
      workerId: rosterAssignments.workerId,
      workerRate: workers.hourlyRateCents,
      projectId: rosters.projectId,
      date: rosters.date,
      paidStartAt: rosterAttendance.paidStartAt,
      paidEndAt: rosterAttendance.paidEndAt,
      breakMinutes: rosterShifts.breakMinutes,
      overrideRateCents: rosterShifts.payRateCentsOverride,
      positionRateCents: projectPositions.payRateCents,
    })
    .from(rosterAttendance)
    .innerJoin(rosterAssignments, eq(rosterAssignments.id, rosterAttendance.assignmentId))
    .innerJoin(workers, eq(workers.id, rosterAssignments.workerId))
    .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
    .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
    .innerJoin(projectPositions, eq(projectPositions.id, rosterShifts.positionId))
    .where(
      and(
        inArray(rosterAssignments.workerId, workerIds),
        gte(rosters.date, first),
        lte(rosters.date, last),
        ne(rosterAttendance.status, 'no_show'),
        isNotNull(rosterAttendance.paidStartAt),
        isNotNull(rosterAttendance.paidEndAt),
        sql`${rosterAttendance.paidMinutes} > 0`,
      ),
    );
  const existingRows = await tx
    .select({ id: shiftPayments.id, assignmentId: shiftPayments.assignmentId, workerId: shiftPayments.workerId, weekStart: shiftPayments.weekStart, status: shiftPayments.status })
    .from(shiftPayments)
    .where(and(inArray(shiftPayments.workerId, workerIds), inArray(shiftPayments.weekStart, mondays)));

  const byWeek = new Map<string, typeof attendedRows>();
  for (const a of attendedRows) {
    const key = `${a.workerId}|${weekStart(a.date)}`;
    if (!wanted.has(key)) continue;
    const list = byWeek.get(key) ?? [];
    list.push(a);
    byWeek.set(key, list);
  }
  const existing = existingRows.filter((p) => wanted.has(`${p.workerId}|${p.weekStart}`));
  const attendedIds = new Set([...byWeek.values()].flat().map((a) => a.assignmentId));
  const gone = existing.filter((p) => !attendedIds.has(p.assignmentId));
  if (gone.some((p) => p.status === 'locked')) throw lockedError();
  if (gone.length) await tx.delete(shiftPayments).where(inArray(shiftPayments.id, gone.map((p) => p.id)));

  const now = new Date();
  const rules = rulesOf(settings);
  const values: (typeof shiftPayments.$inferInsert)[] = [];
  for (const [key, week] of byWeek) {
    const monday = key.slice(key.indexOf('|') + 1);
    const source = new Map(week.map((a) => [a.assignmentId, a]));
    const shifts: AttendedShift[] = week.map((a) => ({
      id: a.assignmentId,
      date: a.date,
      paidStartMinute: sgtMinuteOfDay(a.paidStartAt!),
      paidEndMinute: sgtMinuteOfDay(a.paidEndAt!),
      breakMinutes: a.breakMinutes,
      positionRateCents: a.positionRateCents,
      overrideRateCents: a.overrideRateCents,
      dayKind: dayKindOf(a.date, holidays, settings),
    }));
    const result = computeShiftPay({ shifts, workerRateCents: week[0]!.workerRate ?? null, rules });
    for (const pay of result.shifts) {
      const a = source.get(pay.shiftId)!;
      values.push({
        assignmentId: pay.shiftId,
        workerId: a.workerId,
        projectId: a.projectId,
        date: pay.date,
        weekStart: monday,
        dayKind: pay.dayKind,
        workedMinutes: pay.workedMinutes,
        regularMinutes: pay.regularMinutes,
        overtimeMinutes: pay.overtimeMinutes,
        rateCents: pay.rateCents,
        rateSource: pay.rateSource,
        lines: pay.lines,
        totalCents: pay.totalCents,
        computedAt: now,
      });
    }
  }
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  for (let i = 0; i < values.length; i += WRITE_CHUNK) {
    await tx
      .insert(shiftPayments)
      .values(values.slice(i, i + WRITE_CHUNK))
      .onConflictDoUpdate({
        target: shiftPayments.assignmentId,
        set: {
          projectId: excluded('project_id'),
          date: excluded('date'),
          weekStart: excluded('week_start'),
          dayKind: excluded('day_kind'),
          workedMinutes: excluded('worked_minutes'),
          regularMinutes: excluded('regular_minutes'),
          overtimeMinutes: excluded('overtime_minutes'),
          rateCents: excluded('rate_cents'),
          rateSource: excluded('rate_source'),
          lines: excluded('lines'),
          totalCents: excluded('total_cents'),
          computedAt: excluded('computed_at'),
        },
        setWhere: eq(shiftPayments.status, 'open'),
      });
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
