import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { ShiftPaymentRow, WorkerPay } from '@wf/shared/contracts/pay/pay';
import { seesPayOf } from '@wf/shared/contracts/pay/endpoints';
import type { Role } from '@wf/shared/roles';
import type { DbOrTx } from '../../db/client.ts';
import {
  projectLocations,
  projectPositions,
  projects,
  rosterAssignments,
  rosterShifts,
  rosters,
  shiftPayments,
  workers,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

/**
 * A worker's shift payments between two dates, by week. Money is left out (null) on the shifts whose
 * pay the viewer may not see (`seesPayOf`: a manager sees only their own projects' pay); a week's or
 * the period's total is shown only when every shift in it is.
 */
export async function workerPay(
  db: DbOrTx,
  viewer: { id: string; role: Role },
  workerId: string,
  from: string,
  to: string,
): Promise<WorkerPay> {
  const exists = await db.select({ id: workers.id }).from(workers).where(eq(workers.id, workerId));
  if (!exists.length) throw notFound('No such worker');
  const rows = await db
    .select({
      id: shiftPayments.id,
      assignmentId: shiftPayments.assignmentId,
      workerId: shiftPayments.workerId,
      projectId: shiftPayments.projectId,
      projectName: projects.name,
      locationName: projectLocations.name,
      position: projectPositions.position,
      date: shiftPayments.date,
      weekStart: shiftPayments.weekStart,
      dayKind: shiftPayments.dayKind,
      workedMinutes: shiftPayments.workedMinutes,
      regularMinutes: shiftPayments.regularMinutes,
      overtimeMinutes: shiftPayments.overtimeMinutes,
      rateCents: shiftPayments.rateCents,
      totalCents: shiftPayments.totalCents,
      lines: shiftPayments.lines,
      status: shiftPayments.status,
      managerId: projects.managerId,
    })
    .from(shiftPayments)
    .innerJoin(projects, eq(projects.id, shiftPayments.projectId))
    .innerJoin(rosterAssignments, eq(rosterAssignments.id, shiftPayments.assignmentId))
    .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
    .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
    .innerJoin(projectLocations, eq(projectLocations.id, rosters.locationId))
    .innerJoin(projectPositions, eq(projectPositions.id, rosterShifts.positionId))
    .where(and(eq(shiftPayments.workerId, workerId), gte(shiftPayments.date, from), lte(shiftPayments.date, to)))
    .orderBy(asc(shiftPayments.date), asc(rosterShifts.startMinute));

  const allSeen = seesPayOf(viewer, null);
  const shown: ShiftPaymentRow[] = rows.map(({ managerId, ...r }) =>
    seesPayOf(viewer, managerId)
      ? r
      : {
          ...r,
          rateCents: null,
          totalCents: null,
          lines: r.lines.map((l) => ({ ...l, rateCents: null, amountCents: null })),
        },
  );
  const weeks = new Map<string, WorkerPay['weeks'][number]>();
  for (const s of shown) {
    const w = weeks.get(s.weekStart) ?? { weekStart: s.weekStart, workedMinutes: 0, overtimeMinutes: 0, totalCents: 0, shifts: [] };
    w.workedMinutes += s.workedMinutes;
    w.overtimeMinutes += s.overtimeMinutes;
    // A total only of what the viewer may see in full.
    w.totalCents = w.totalCents === null || s.totalCents === null ? null : w.totalCents + s.totalCents;
    w.shifts.push(s);
    weeks.set(s.weekStart, w);
  }
  const list = [...weeks.values()];
  const showsPay = allSeen || shown.some((s) => s.totalCents !== null);
  return {
    from,
    to,
    showsPay,
    weeks: list.map((w) => (showsPay ? w : { ...w, totalCents: null })),
    totals: {
      workedMinutes: list.reduce((n, w) => n + w.workedMinutes, 0),
      overtimeMinutes: list.reduce((n, w) => n + w.overtimeMinutes, 0),
      totalCents:
        showsPay && list.every((w) => w.totalCents !== null) ? list.reduce((n, w) => n + (w.totalCents ?? 0), 0) : null,
    },
  };
}
