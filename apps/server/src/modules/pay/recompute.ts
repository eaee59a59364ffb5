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
  const sunday = addDays(monday, 6);
  const settings = given?.settings ?? (await getPaySettings(tx));
  const holidays = given?.holidays ?? new Set((await holidaysBetween(tx, monday, sunday)).map((h) => h.date));

  const attended = await tx
    .select({
      assignmentId: rosterAssignments.id,
      projectId: rosters.projectId,
      date: rosters.date,
      paidStartAt: rosterAttendance.paidStartAt,
      paidEndAt: rosterAttendance.paidEndAt,
      paidMinutes: rosterAttendance.paidMinutes,
      breakMinutes: rosterShifts.breakMinutes,
      overrideRateCents: rosterShifts.payRateCentsOverride,
      positionRateCents: projectPositions.payRateCents,
    })
    .from(rosterAttendance)
    .innerJoin(rosterAssignments, eq(rosterAssignments.id, rosterAttendance.assignmentId))
    .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
    .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
    .innerJoin(projectPositions, eq(projectPositions.id, rosterShifts.positionId))
    .where(
      and(
        eq(rosterAssignments.workerId, workerId),
        gte(rosters.date, monday),
        lte(rosters.date, sunday),
        ne(rosterAttendance.status, 'no_show'),
        isNotNull(rosterAttendance.paidStartAt),
        isNotNull(rosterAttendance.paidEndAt),
        sql`${rosterAttendance.paidMinutes} > 0`,
      ),
    );
  const worker = (await tx.select({ rate: workers.hourlyRateCents }).from(workers).where(eq(workers.id, workerId)))[0];

  const byAssignment = new Map(attended.map((a) => [a.assignmentId, a]));
  const shifts: AttendedShift[] = attended.map((a) => ({
    id: a.assignmentId,
    date: a.date,
    paidStartMinute: sgtMinuteOfDay(a.paidStartAt!),
    paidEndMinute: sgtMinuteOfDay(a.paidEndAt!),
    breakMinutes: a.breakMinutes,
    positionRateCents: a.positionRateCents,
    overrideRateCents: a.overrideRateCents,
    dayKind: dayKindOf(a.date, holidays, settings),
  }));
  const result = computeShiftPay({ shifts, workerRateCents: worker?.rate ?? null, rules: rulesOf(settings) });

  const existing = await tx
    .select({ id: shiftPayments.id, assignmentId: shiftPayments.assignmentId, status: shiftPayments.status })
    .from(shiftPayments)
    .where(and(eq(shiftPayments.workerId, workerId), eq(shiftPayments.weekStart, monday)));
  const existingBy = new Map(existing.map((p) => [p.assignmentId, p]));

  const gone = existing.filter((p) => !byAssignment.has(p.assignmentId));
  if (gone.some((p) => p.status === 'locked')) throw lockedError();
  if (gone.length) await tx.delete(shiftPayments).where(inArray(shiftPayments.id, gone.map((p) => p.id)));

  const now = new Date();
  for (const pay of result.shifts) {
    const source = byAssignment.get(pay.shiftId)!;
    const values = {
      workerId,
      projectId: source.projectId,
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
    };
    const current = existingBy.get(pay.shiftId);
    if (!current) await tx.insert(shiftPayments).values({ assignmentId: pay.shiftId, ...values });
    else if (current.status === 'open') await tx.update(shiftPayments).set(values).where(eq(shiftPayments.id, current.id));
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
  for (const w of weeks) await recomputeWorkerWeek(tx, w.workerId, w.weekStart, { settings, holidays });
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
  for (const w of weeks) await recomputeWorkerWeek(tx, w.workerId, w.weekStart);
}
